// Rules engines on one core: commands/s through decide + evolve (the policy's choice excluded)
// and replayed events/s, the median of several passes with their spread (the machine's noise).
import { benchMedieval } from '@empires/rules-medieval';
import { benchRiskEmpires } from '@empires/rules-risk-empires';
import { warlordsBench } from '@empires/rules-warlords';
import { fmt } from './measure';

export function benchRules(): string[] {
  const now = () => performance.now();
  const risk = benchRiskEmpires({ games: 200, now, passes: 5 });
  const warlords = warlordsBench({ games: 100, now });
  const medieval = benchMedieval({ games: 20, now });
  return [
    `rules, one core (median of passes):`,
    `  risk-empires: ${fmt(risk.commandsPerSecond)} commands/s decide+evolve (target 500,000), ${fmt(risk.eventsPerSecond)} events/s replay (target 2,000,000); ${risk.games} games, ${fmt(risk.commands)} commands`,
    `  warlords:     ${fmt(warlords.commandsPerSecond)} commands/s decide+evolve, ${fmt(warlords.eventsPerSecond)} events/s replay; ${warlords.games} games`,
    `  medieval:     ${fmt(medieval.commandsPerSecond)} commands/s decide+evolve (set-up and Independents' turns inside), ${fmt(medieval.eventsPerSecond)} events/s replay; ${medieval.games} games`,
  ];
}
