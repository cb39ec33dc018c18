import {
  benchRecorded,
  Dice,
  isViolation,
  sampleAction,
  type RandomGamesBenchOptions,
  type RulesBenchResult,
} from '@empires/rules-kernel';
import type { RiskCommand } from './commands';
import type { RiskEvent } from './events';
import type { RiskOptions } from './options';
import { riskEmpires as R } from './ruleset';

export type BenchOptions = RandomGamesBenchOptions;

interface Recorded {
  readonly seats: number;
  readonly seed: number;
  readonly options: Partial<RiskOptions>;
  readonly commands: { readonly seat: number; readonly command: RiskCommand }[];
  readonly events: RiskEvent[];
}

/** Random legal play (a seat resigns only rarely), recorded for the timed runs. */
function playRandomGame(seats: number, seed: number, options: Partial<RiskOptions>): Recorded {
  const dice = Dice.fromSeed(seed);
  const policy = Dice.fromSeed(seed ^ 0x2545f491);
  const opening = R.setup({ seats, options }, dice);
  if (isViolation(opening)) throw new Error(opening.message);
  const events = [...opening];
  let state = events.reduce(R.evolve, R.initialState);
  const commands: Recorded['commands'] = [];
  while (!R.outcome(state)) {
    const seat = policy.pick(R.toAct(state));
    const actions = R.legalActions(state, seat).filter((a) => a.type !== 'Resign' || policy.int(1, 2000) === 1);
    const command = sampleAction<RiskCommand>(policy.pick(actions), policy);
    const out = R.decide(state, command, seat, dice);
    if (isViolation(out)) throw new Error(`${out.code}: ${JSON.stringify(command)}`);
    commands.push({ seat, command });
    for (const e of out) state = R.evolve(state, e);
    events.push(...out);
  }
  return { seats, seed, options, commands, events };
}

/**
 * Plays `games` random games (2 to 6 seats, every set-up, `roundLimit` rounds), then times them
 * through the kernel's bench harness.
 */
export function benchRiskEmpires({ games, now, roundLimit = 8, seed = 1, passes = 5 }: BenchOptions): RulesBenchResult {
  const played: Recorded[] = [];
  for (let g = 0; g < games; g++)
    played.push(
      playRandomGame(2 + (g % 5), seed + g, { roundLimit, setup: (['standard', 'byChoice', 'dealt'] as const)[g % 3] }),
    );
  return benchRecorded(R, played, { now, passes });
}
