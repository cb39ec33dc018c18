// `npm run arena -- --ruleset risk-empires --seats mcts,heuristic --games 200 --seed 1 [--players 2]
//   [--roundLimit R] [--clock wall|cpu] [--maxCommands N] [--minutes M] [--workers W]`: bots against each other in
// process, the seats rotated each game, each bot seeing only its own seat's redacted state. Prints one line per game,
// then win rates with 95% Wilson intervals and mean decision times per policy. `--clock cpu` gives search its time
// budget in this process's CPU time, so results do not depend on what else the machine runs; `--minutes M` starts no
// new game after M minutes and reports the games played. A search budget in playouts (`mcts?iterations=N` in --seats)
// never reads the clock: the same command and seed replay the same games, whatever the machine's load or the number
// of workers; `ms=` budgets are for live play. `--workers W` deals the games round W processes (one per core).
import { Command, Option } from 'commander';
import { botsFor, policyFor } from '@empires/bots';
import { rulesetRegistry } from '@empires/rulesets';
import { formatTallies, mergeTallies, runSeries, type GameRecord, type Tally } from '../libs/bots/src/arena/series';
import { amount, runShards, shardOption, whole, writeLine, type Shard } from './support/shards';

interface ArenaOptions {
  readonly ruleset: string;
  readonly seats: string;
  readonly games: number;
  readonly seed: number;
  readonly players: number;
  readonly roundLimit: number;
  readonly clock: 'wall' | 'cpu';
  readonly minutes: number;
  readonly maxCommands: number;
  readonly workers: number;
  /** Set on a worker: its share of the games; it writes JSON lines for its parent. */
  readonly shard?: Shard;
}

/** What a worker writes on stdout, one JSON object a line. */
type WorkerLine = { readonly game: GameRecord } | { readonly tallies: readonly Tally[] };

const options = new Command('arena')
  .option('--ruleset <id>', 'the ruleset, newest version, or id@version', 'risk-empires')
  .option('--seats <specs>', 'policy specs, comma-separated, dealt round the seats', 'heuristic,random')
  .option('--games <n>', 'games in the series', whole, 20)
  .option('--seed <n>', 'the first game seed', whole, 1)
  .option('--players <n>', 'seats a game', whole, 2)
  .option('--roundLimit <n>', 'the round limit option (0: the ruleset default)', whole, 0)
  .addOption(
    new Option('--clock <clock>', 'cpu: time is this process CPU time').choices(['wall', 'cpu']).default('wall'),
  )
  .option('--minutes <m>', 'start no new game after this many minutes (0: no limit)', amount, 0)
  .option('--maxCommands <n>', 'a game still running after this many commands is stopped unfinished', whole, 50_000)
  .option('--workers <n>', 'processes that share the games (the figures do not depend on it)', whole, 1)
  .addOption(shardOption())
  .parse()
  .opts<ArenaOptions>();

const gameLine = (g: GameRecord, started: number): string => {
  const winners = g.ranks.flatMap((r, seat) => (r === 1 ? [g.seats[seat]] : []));
  const elapsed = ((performance.now() - started) / 1000).toFixed(0);
  return `game ${g.index + 1} seed ${g.seed} [${g.seats.join(', ')}] won by ${winners.join(' & ') || 'nobody'} (${g.reason}, ${g.commands} commands) ${elapsed}s`;
};

/** Plays this process's games: all of them, or its shard's. */
function play(o: ArenaOptions, onGame: (g: GameRecord) => void): readonly Tally[] {
  const ruleset = rulesetRegistry().find(o.ruleset);
  if (!ruleset) throw new Error(`no ruleset ${o.ruleset}`);
  const started = performance.now();
  const now = o.clock === 'cpu' ? () => process.cpuUsage().user / 1000 : () => performance.now();
  return runSeries({
    ruleset,
    specs: o.seats.split(','),
    policyOf: (spec) => policyFor(spec, botsFor(ruleset.id)),
    games: o.games,
    players: o.players,
    seed: o.seed,
    options: o.roundLimit ? { roundLimit: o.roundLimit } : {},
    now,
    maxCommands: o.maxCommands,
    stop: () => o.minutes > 0 && performance.now() - started > o.minutes * 60_000,
    shard: o.shard,
    onGame,
  }).tallies;
}

/** Shares the games between `workers` copies of this tool and adds up their tallies. */
async function playInWorkers(o: ArenaOptions, onGame: (g: GameRecord) => void): Promise<Tally[]> {
  const parts: (readonly Tally[])[] = [];
  await runShards<WorkerLine>(o.workers, (line) => ('game' in line ? onGame(line.game) : parts.push(line.tallies)));
  if (parts.length !== o.workers) throw new Error(`${o.workers - parts.length} workers gave no tallies`);
  return mergeTallies(o.seats.split(','), parts);
}

async function main(o: ArenaOptions): Promise<void> {
  const write = (line: WorkerLine) => writeLine(line);
  if (o.shard) {
    const tallies = play(o, (game) => write({ game }));
    write({ tallies });
    return;
  }
  const started = performance.now();
  console.log(
    `${o.ruleset}: ${o.seats.split(',').join(' v ')}, ${o.players} players, ${o.games} games from seed ${o.seed}${o.roundLimit ? `, round limit ${o.roundLimit}` : ''}, ${o.clock} clock${o.workers > 1 ? `, ${o.workers} workers` : ''}`,
  );
  const onGame = (g: GameRecord) => console.log(gameLine(g, started));
  const tallies = o.workers > 1 ? await playInWorkers(o, onGame) : play(o, onGame);
  console.log(formatTallies(tallies));
}

// A mistyped ruleset or policy is the user's error: its message, not a stack trace.
main(options).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
