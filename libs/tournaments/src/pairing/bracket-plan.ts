import { must } from '@empires/rules-kernel';

/** Where a match sends a player: a bracket round and the match's number in it. */
interface BracketSpot {
  readonly round: number;
  readonly match: number;
}

/**
 * One match of an elimination bracket. `player1`/`player2` are the seeds placed in it from the
 * start (null where a player arrives from an earlier match); `win` and `loss` say where its winner
 * and loser go (no `win`: the final; no `loss`: the loser is out).
 */
export interface BracketMatch extends BracketSpot {
  readonly player1: string | null;
  readonly player2: string | null;
  readonly win?: BracketSpot;
  readonly loss?: BracketSpot;
}

/**
 * Bracket positions of seeds 1..size (a power of two): 1 v size, and each half built the same way
 * (8: 1 v 8, 4 v 5, 2 v 7, 3 v 6), so the two best seeds can meet only in the final, the best
 * four only from the semi-finals on, and each seed meets the weakest opponent its round allows.
 */
export function seedPositions(size: number): number[] {
  let order = [1];
  for (let width = 2; width <= size; width *= 2) order = order.flatMap((s) => [s, width + 1 - s]);
  return order;
}

type Source = { readonly seed: number } | { readonly winnerOf: Node } | { readonly loserOf: Node };
interface Node {
  readonly sources: readonly [Source, Source];
}

/**
 * A single-elimination bracket over the seeds, best first: a full bracket of the next power of two
 * in standard seed positions, where a seed without an opponent (the field is not a power of two:
 * the best seeds) goes straight on to the next round, so no match is ever a bye.
 */
export function singleElimination(seeds: readonly string[]): BracketMatch[] {
  const stages = winnersBracket(seeds.length);
  return numbered(seeds, stages);
}

/**
 * A double-elimination bracket: the winners' bracket as in single elimination; its losers drop
 * into a losers' bracket whose rounds alternate between matches among themselves and matches
 * against the next round's losers from the winners' bracket; the two brackets' winners meet in one
 * grand final (no reset match: a player from the losers' bracket who wins it is champion with one
 * loss). Rounds: the winners' bracket, the grand final, then the losers' bracket.
 *
 * Losers dropping from winners' round j >= 2 meet the losers' bracket in an order that turns with
 * j (reversed, each half reversed, halves swapped, as they come; then again), to put off meetings
 * of players who met in the winners' bracket. It is the order `tournament-pairings` used, so the
 * brackets recorded while it paired them number and link their matches as this one does (see
 * `recorded-streams.spec.ts`).
 */
export function doubleElimination(seeds: readonly string[]): BracketMatch[] {
  const winners = winnersBracket(seeds.length);
  if (winners.length < 2) return numbered(seeds, winners);
  const lower: Node[][] = [];
  const first = winners[0];
  lower.push(range(first.length / 2).map((i) => node([{ loserOf: first[2 * i] }, { loserOf: first[2 * i + 1] }])));
  for (let j = 2; j <= winners.length; j++) {
    const dropping = winners[j - 1];
    const before = lower[lower.length - 1];
    const order = dropOrder(j, dropping.length);
    lower.push(before.map((m, i) => node([{ winnerOf: m }, { loserOf: dropping[order[i]] }])));
    if (j < winners.length) {
      const drop = lower[lower.length - 1];
      lower.push(range(drop.length / 2).map((i) => node([{ winnerOf: drop[2 * i] }, { winnerOf: drop[2 * i + 1] }])));
    }
  }
  const winnersFinal = winners[winners.length - 1][0];
  const losersFinal = lower[lower.length - 1][0];
  const grandFinal = node([{ winnerOf: winnersFinal }, { winnerOf: losersFinal }]);
  return numbered(seeds, [...winners, [grandFinal], ...lower]);
}

function winnersBracket(count: number): Node[][] {
  if (count < 2) return [];
  let size = 2;
  while (size < count) size *= 2;
  const positions = seedPositions(size);
  const rounds: Node[][] = [
    range(size / 2).map((i) => node([{ seed: positions[2 * i] }, { seed: positions[2 * i + 1] }])),
  ];
  while (rounds[rounds.length - 1].length > 1) {
    const last = rounds[rounds.length - 1];
    rounds.push(range(last.length / 2).map((i) => node([{ winnerOf: last[2 * i] }, { winnerOf: last[2 * i + 1] }])));
  }
  return rounds;
}

/** Which winners'-round match each losers'-bracket match takes its dropped player from. */
function dropOrder(winnersRound: number, count: number): number[] {
  const half = count / 2;
  const straight = range(count);
  switch ((winnersRound - 2) % 4) {
    case 0:
      return straight.reverse();
    case 1:
      return count < 2 ? straight : straight.map((i) => (i < half ? half - 1 - i : count - 1 - (i - half)));
    case 2:
      return count < 2 ? straight : straight.map((i) => (i + half) % count);
    default:
      return straight;
  }
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const node = (sources: readonly [Source, Source]): Node => ({ sources });

/**
 * Drops what the field leaves empty and numbers the rest. A source is present when it is a seed in
 * the field, the winner of a match anyone reaches, or the loser of a match two players play; a
 * match with two present sources is played, one with a single one passes that player straight on.
 * Rounds left with no match played are skipped; rounds and matches are numbered from 1 in order.
 */
function numbered(seeds: readonly string[], stages: readonly Node[][]): BracketMatch[] {
  const reached = new Map<Node, number>();
  /** How many players reach match m: 2 it is played, 1 that player passes straight on, 0 nobody comes. */
  const arriving = (m: Node): number => {
    const known = reached.get(m);
    if (known !== undefined) return known;
    const count = m.sources.filter(present).length;
    reached.set(m, count);
    return count;
  };
  const present = (s: Source): boolean =>
    'seed' in s ? s.seed <= seeds.length : 'winnerOf' in s ? arriving(s.winnerOf) > 0 : played(s.loserOf);
  const played = (m: Node): boolean => arriving(m) === 2;
  /** The played match a source really comes from, or the seed itself, looking through matches passed straight on. */
  const origin = (s: Source): Source => {
    if ('winnerOf' in s && !played(s.winnerOf))
      return origin(must(s.winnerOf.sources.find(present), 'the player a match passes straight on'));
    return s;
  };
  const spots = new Map<Node, BracketSpot>();
  let round = 0;
  for (const stage of stages) {
    const real = stage.filter(played);
    if (real.length === 0) continue;
    round += 1;
    real.forEach((m, i) => spots.set(m, { round, match: i + 1 }));
  }
  // Where each played match's winner and loser go: the played match that takes them in.
  const win = new Map<Node, BracketSpot>();
  const loss = new Map<Node, BracketSpot>();
  for (const [m, spot] of spots)
    for (const s of m.sources) {
      const from = origin(s);
      if ('winnerOf' in from) win.set(from.winnerOf, spot);
      if ('loserOf' in from) loss.set(from.loserOf, spot);
    }
  return [...spots].map(([m, spot]) => {
    const placed = m.sources
      .map(origin)
      .filter((s): s is { seed: number } => 'seed' in s)
      .map((s) => seeds[s.seed - 1]);
    return {
      ...spot,
      player1: placed[0] ?? null,
      player2: placed[1] ?? null,
      ...(win.has(m) ? { win: win.get(m) } : {}),
      ...(loss.has(m) ? { loss: loss.get(m) } : {}),
    };
  });
}
