// The hard level's search on one core: playouts a second of the guided search (`mcts?iterations=N`), on positions
// of a game the medium bot plays against itself where the search has at least two candidates to weigh. The goal
// (#26): at least 1,000 playouts in the second a live decision may take, in every ruleset.
import { botsFor, policyFor, type SearchGuide } from '@empires/bots';
import { Dice, isViolation, play, start, type AnyRuleset, type Table } from '@empires/rules-kernel';
import { rulesetRegistry } from '@empires/rulesets';
import { fmt } from './measure';

/** Decisions searched per ruleset, and the playouts each may take. */
const POSITIONS = 24;
const ITERATIONS = 200;

interface SearchFigures {
  readonly positions: number;
  readonly playouts: number;
  readonly seconds: number;
}

/** A guide that counts its lines of play: each ends in one score. */
function counted(guide: SearchGuide): { guide: SearchGuide; playouts: () => number } {
  let n = 0;
  return {
    guide: { ...guide, score: (ruleset, state) => (n++, guide.score(ruleset, state)) },
    playouts: () => n,
  };
}

function searchSpeed(ruleset: AnyRuleset, seed: number): SearchFigures {
  const bots = botsFor(ruleset.id);
  const medium = bots?.heuristic;
  const guide = bots?.guide;
  if (!medium || !guide) throw new Error(`${ruleset.id} has no medium bot or guide`);
  const counter = counted(guide);
  const hard = policyFor(`mcts?iterations=${ITERATIONS}`, { ...bots, guide: counter.guide });
  if (!hard) throw new Error(`no search for ${ruleset.id}`);
  const started = start(ruleset, { seats: 2, options: {} }, seed);
  if (isViolation(started)) throw new Error(started.message);
  let table: Table<unknown> = started.table;
  const dice = Dice.fromSeed(seed);
  let positions = 0;
  let seconds = 0;
  for (let commands = 0; positions < POSITIONS && commands < 20_000 && !ruleset.outcome(table.state); commands++) {
    const seat = (ruleset.toAct(table.state) as readonly number[])[0];
    if (seat === undefined) break;
    const decision = { ruleset, state: table.state, seat, dice, now: () => performance.now() };
    if (guide.propose(ruleset, table.state, seat).length > 1) {
      const before = performance.now();
      hard.choose(decision);
      seconds += (performance.now() - before) / 1000;
      positions++;
    }
    const command = medium.choose(decision);
    const next = command && play(ruleset, table, command, seat);
    if (!next || isViolation(next)) break;
    table = next.table;
  }
  return { positions, playouts: counter.playouts(), seconds };
}

export function benchSearch(): string[] {
  const lines = [`search, one core (the hard level's guided search, ${ITERATIONS} playouts a decision at most):`];
  for (const ruleset of rulesetRegistry().latest()) {
    const f = searchSpeed(ruleset, 1);
    const rate = f.playouts / f.seconds;
    lines.push(
      `  ${ruleset.id.padEnd(13)} ${fmt(rate)} playouts/s (goal 1,000 in the second of a decision: ${rate >= 1000 ? 'met' : 'missed'}); ${f.positions} positions, ${fmt(f.playouts)} playouts in ${f.seconds.toFixed(1)} s`,
    );
  }
  return lines;
}
