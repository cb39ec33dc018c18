// `npm run calibrate -- --ruleset medieval [--games 1000] [--policy heuristic] [--seats 2-6] [--seed 1] [--workers W]`:
// the handicaps of M26.5 from the seats' play. Millennium games to the end, every seat run by the bot policy named (a
// spec as the arena takes it: `heuristic`, or the search on a budget in playouts, `mcts?iterations=N`, which keeps
// the run reproducible), 2 to 6 seats in turn, the empires drawn per seed, no handicap; then per empire the mean
// final score of its seat and the handicap that levels it with the best. The same command replays the same games.
import { Command } from 'commander';
import { botsFor, policyFor } from '@empires/bots';
import {
  HANDICAPS,
  calibrateHandicaps,
  medieval,
  playForStats,
  seatEmpiresOf,
  type GameStats,
  type MedievalCommand,
  type SeatPolicy,
} from '@empires/rules-medieval';
import { runShards, shardOption, whole, writeLine, type Shard } from './support/shards';

interface CalibrateOptions {
  readonly ruleset: string;
  readonly games: number;
  readonly policy: string;
  readonly seats: string;
  readonly seed: number;
  readonly workers: number;
  readonly shard?: Shard;
}

const options = new Command('calibrate')
  .requiredOption('--ruleset <id>', 'the ruleset whose handicaps to calibrate (medieval)')
  .option('--games <n>', 'games to play', whole, 1000)
  .option('--policy <spec>', 'the bot that runs every seat', 'heuristic')
  .option('--seats <a-b>', 'seats per game, in turn', '2-6')
  .option('--seed <n>', 'the first seed', whole, 1)
  .option('--workers <n>', 'processes that share the games (the figures do not depend on it)', whole, 1)
  .addOption(shardOption())
  .parse()
  .opts<CalibrateOptions>();

/** Plays the games of this process's share, handing each one's figures on as it ends. */
function play(o: CalibrateOptions, onGame: (g: GameStats) => void): void {
  const [lo, hi = lo] = o.seats.split('-').map(Number);
  const bot = policyFor(o.policy, botsFor('medieval'));
  if (!bot) throw new Error(`no bot ${o.policy} for medieval`);
  const policy: SeatPolicy = (state, seat, _actions, dice) =>
    bot.choose({ ruleset: medieval, state, seat, dice, now: () => performance.now() }) as MedievalCommand;
  const shard = o.shard ?? { index: 0, count: 1 };
  for (let g = shard.index; g < o.games; g += shard.count) {
    const seed = o.seed + g;
    const seats = lo + (g % (hi - lo + 1));
    const empires = seatEmpiresOf(seed, seats);
    onGame(playForStats({ seats, seed, options: { empires, handicaps: false }, policies: Array(seats).fill(policy) }));
  }
}

async function main(o: CalibrateOptions): Promise<void> {
  if (o.ruleset !== 'medieval') throw new Error(`${o.ruleset} has no handicaps to calibrate`);
  if (o.shard) return play(o, writeLine);
  const started = performance.now();
  const games: GameStats[] = [];
  const onGame = (g: GameStats) => {
    games.push(g);
    if (games.length % 50 === 0 || g.error)
      console.error(
        `${games.length}/${o.games} games, ${((performance.now() - started) / 1000).toFixed(0)} s${g.error ? `; seed ${g.seed} threw: ${g.error}` : ''}`,
      );
  };
  if (o.workers > 1) await runShards<GameStats>(o.workers, onGame);
  else play(o, onGame);
  const failed = games.filter((g) => g.error).length;
  console.log(
    `medieval ${medieval.version}: ${games.length} games, ${o.seats} ${o.policy} seats, seeds ${o.seed}..${o.seed + o.games - 1}, no handicap, ${failed} failed (${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
  );
  console.log('| empire | seat score without handicap (n: mean ± sd) | calibrated handicap | handicap of new games |');
  console.log('| --- | --- | --- | --- |');
  const calibration = calibrateHandicaps(games);
  for (const e of calibration)
    console.log(
      `| ${e.id} | ${e.score.n}: ${e.score.mean.toFixed(1)} ± ${e.score.sd.toFixed(1)} | ${e.handicap ?? '—'} | ${e.current} |`,
    );
  const table = calibration.map((e) => e.handicap ?? 0);
  console.log(`\ncalibrated: [${table.join(', ')}]; new games now: [${HANDICAPS.join(', ')}]`);
}

main(options).catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
