// `node tools/run.mjs tools/medieval-report.ts --games 2000`: simulated Millennium games of the `medieval`
// ruleset, invariants checked after every event, and the figures of M26.5 (areas gained and lost per round by
// Independent Empires, VP per empire, the handicap check).
//   --games N      games to play (default 200)
//   --seats A-B    seats per game, cycled (default 2-6); 0 for games the rules play alone
//   --rounds N     rounds per game (default 20, the whole scenario)
//   --seed N       first seed (default 1)
//   --out FILE     one JSON line per game, appended as games finish (default tmp/medieval-report/games.jsonl)
//   --policy P     random (default) or heuristic (the bots' rule-based player) for every seat
//   --summarize FILE   no play: the summary of games already written
// Which empires the seats take is drawn per game from the seed.
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { medievalBots } from '../libs/bots/src/medieval';
import {
  medieval,
  playForStats,
  seatEmpiresOf,
  summarize,
  summaryMarkdown,
  type GameStats,
  type MedievalCommand,
  type SeatPolicy,
} from '@empires/rules-medieval';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

function readGames(file: string): GameStats[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as GameStats);
}

function main(): void {
  const summarizeOnly = arg('summarize', '');
  if (summarizeOnly) {
    console.log(summaryMarkdown(summarize(readGames(summarizeOnly)), `${summarizeOnly}`));
    return;
  }
  const games = Number(arg('games', '200'));
  const [lo, hi = lo] = arg('seats', '2-6').split('-').map(Number);
  const rounds = Number(arg('rounds', '20'));
  const first = Number(arg('seed', '1'));
  const out = arg('out', 'tmp/medieval-report/games.jsonl');
  const policy = arg('policy', 'random');
  const bot = medievalBots.heuristic;
  if (policy !== 'random' && (policy !== 'heuristic' || !bot)) throw new Error(`unknown policy ${policy}`);
  const heuristic: SeatPolicy = (state, seat, _actions, dice) =>
    bot?.choose({ ruleset: medieval, state, seat, dice, now: () => performance.now() }) as MedievalCommand;
  mkdirSync(dirname(out), { recursive: true });
  const started = performance.now();
  const all: GameStats[] = [];
  for (let g = 0; g < games; g++) {
    const seed = first + g;
    const seats = lo + (g % (hi - lo + 1));
    const empires = seatEmpiresOf(seed, seats);
    const policies = policy === 'heuristic' ? Array(seats).fill(heuristic) : undefined;
    const stats = playForStats({ seats, seed, options: { empires, roundLimit: rounds }, policies });
    all.push(stats);
    appendFileSync(out, JSON.stringify(stats) + '\n');
    if ((g + 1) % 10 === 0 || stats.error || stats.breakCount) {
      const s = ((performance.now() - started) / 1000).toFixed(0);
      console.error(
        `${g + 1}/${games} games, ${s} s${stats.error ? `; seed ${seed} threw: ${stats.error}` : ''}${stats.breakCount ? `; seed ${seed} broke: ${stats.breaks[0]}` : ''}`,
      );
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    summaryMarkdown(
      summarize(all),
      `${games} games, ${hi === 0 ? 'no' : `${lo}-${hi} ${policy}`} seats, ${rounds} rounds, seeds ${first}..${first + games - 1} (${seconds.toFixed(0)} s)`,
    ),
  );
}

main();
