// `npm run arena -- --ruleset risk-empires --seats mcts,heuristic --games 200 --seed 1 [--players 2]
//   [--roundLimit R] [--clock wall|cpu] [--maxCommands N] [--minutes M]`: bots against each other in process, the seats
// rotated each game, each bot seeing only its own seat's redacted state. Prints one line per game, then
// win rates with 95% Wilson intervals and mean decision times per policy. `--clock cpu` gives search its
// time budget in this process's CPU time, so results do not depend on what else the machine runs;
// `--minutes M` starts no new game after M minutes and reports the games played. A search budget in
// playouts (`mcts?iterations=N` in --seats) never reads the clock: the same command and seed replay the
// same games, whatever the machine's load; `ms=` budgets are for live play.
import { botsFor, policyFor } from '@empires/bots';
import { rulesetRegistry } from '@empires/rulesets';
import { formatTallies, runSeries } from '../libs/bots/src/arena/series';

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1] : fallback;
}

function main(): void {
  const rulesetId = arg('ruleset', 'risk-empires');
  const ruleset = rulesetRegistry().find(rulesetId);
  if (!ruleset) throw new Error(`no ruleset ${rulesetId}`);
  const specs = arg('seats', 'heuristic,random').split(',');
  const games = Number(arg('games', '20'));
  const seed = Number(arg('seed', '1'));
  const players = Number(arg('players', '2'));
  const roundLimit = Number(arg('roundLimit', '0'));
  const clock = arg('clock', 'wall');
  const now = clock === 'cpu' ? () => process.cpuUsage().user / 1000 : () => performance.now();
  const started = performance.now();
  const minutes = Number(arg('minutes', '0'));
  console.log(
    `${rulesetId}: ${specs.join(' v ')}, ${players} players, ${games} games from seed ${seed}${roundLimit ? `, round limit ${roundLimit}` : ''}, ${clock} clock`,
  );
  const result = runSeries({
    ruleset,
    specs,
    policyOf: (spec) => policyFor(spec, botsFor(rulesetId)),
    games,
    players,
    seed,
    options: roundLimit ? { roundLimit } : {},
    now,
    maxCommands: Number(arg('maxCommands', '50000')),
    stop: () => minutes > 0 && performance.now() - started > minutes * 60_000,
    onGame: (g) => {
      const winners = g.ranks.flatMap((r, seat) => (r === 1 ? [g.seats[seat]] : []));
      const elapsed = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `game ${g.index + 1} seed ${g.seed} [${g.seats.join(', ')}] won by ${winners.join(' & ') || 'nobody'} (${g.reason}, ${g.commands} commands) ${elapsed}s`,
      );
    },
  });
  console.log(formatTallies(result.tallies));
}

main();
