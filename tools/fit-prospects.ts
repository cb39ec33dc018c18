// `npm run fit-prospects -- [--games 1000] [--seed 1000] [--seats 2] [--policy heuristic] [--workers W]`: the weights
// of the medieval search's prospects (libs/bots/src/medieval/prospects.ts). Plays Millennium games with the bot named
// in every seat, samples every seat every third turn, fits on the first half of the games what each seat's final
// score gained over its score then, and prints how well the fitted weights, the weights in use and the bare score
// foretell the final margin of the other half; then the weights fitted on all the games, to paste. The same command
// replays the same games.
import { Command } from 'commander';
import {
  TWO_SEAT_WEIGHTS,
  botsFor,
  fitProspectWeights,
  marginCorrelation,
  policyFor,
  predictedBy,
  sampleProspects,
  type ProspectSample,
} from '@empires/bots';
import { medieval, type MedievalCommand, type SeatPolicy } from '@empires/rules-medieval';
import { runShards, shardOption, whole, writeLine, type Shard } from './support/shards';

interface FitOptions {
  readonly games: number;
  readonly seed: number;
  readonly seats: number;
  readonly policy: string;
  readonly workers: number;
  readonly shard?: Shard;
}

const options = new Command('fit-prospects')
  .option('--games <n>', 'games to play', whole, 1000)
  .option('--seed <n>', 'the first seed', whole, 1000)
  .option('--seats <n>', 'seats per game', whole, 2)
  .option('--policy <spec>', 'the bot in every seat', 'heuristic')
  .option('--workers <n>', 'processes that share the games (the figures do not depend on it)', whole, 1)
  .addOption(shardOption())
  .parse()
  .opts<FitOptions>();

/** Plays this process's share of the games, handing on each one's samples as it ends. */
function play(o: FitOptions, onGame: (samples: ProspectSample[]) => void): void {
  const bot = policyFor(o.policy, botsFor('medieval'));
  if (!bot) throw new Error(`no bot ${o.policy} for medieval`);
  const policy: SeatPolicy = (state, seat, _actions, dice) =>
    bot.choose({ ruleset: medieval, state, seat, dice, now: () => performance.now() }) as MedievalCommand;
  const shard = o.shard ?? { index: 0, count: 1 };
  for (let g = shard.index; g < o.games; g += shard.count) onGame(sampleProspects(o.seed + g, o.seats, policy));
}

async function main(o: FitOptions): Promise<void> {
  if (o.shard) return play(o, writeLine);
  const started = performance.now();
  const samples: ProspectSample[] = [];
  let games = 0;
  const onGame = (game: ProspectSample[]) => {
    samples.push(...game);
    if (++games % 100 === 0)
      console.error(`${games}/${o.games} games, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  };
  if (o.workers > 1) await runShards<ProspectSample[]>(o.workers, onGame);
  else play(o, onGame);
  const half = o.seed + Math.floor(o.games / 2);
  const fitted = fitProspectWeights(samples.filter((x) => x.seed < half));
  const heldOut = samples.filter((x) => x.seed >= half);
  console.log(
    `medieval ${medieval.version}: ${games} games of ${o.seats} ${o.policy} seats, seeds ${o.seed}..${o.seed + o.games - 1}, ${samples.length} samples (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  if (o.seats === 2) {
    const r = (of: (x: ProspectSample) => number) => marginCorrelation(heldOut, of).toFixed(3);
    console.log(`final margin of the second half's games foretold (correlation):`);
    console.log(
      `  score now ${r((x) => x.score)}, weights in use ${r((x) => predictedBy(x, TWO_SEAT_WEIGHTS))}, fitted on the first half ${r((x) => predictedBy(x, fitted))}`,
    );
  }
  const all = fitProspectWeights(samples);
  console.log('fitted on all the games:');
  console.log(
    Object.entries(all)
      .map(([name, w]) => `  ${name}: ${w.toFixed(2)},`)
      .join('\n'),
  );
}

main(options).catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
