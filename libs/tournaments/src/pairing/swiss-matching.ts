import { maxWeightMatching, type WeightedEdge } from '../vendor/edmonds-blossom/blossom';

/** One player as a Swiss round is paired: everything the pairing reads, recorded in the round's audit. */
export interface SwissPlayer {
  readonly id: string;
  /** Points so far (a win 1, a draw 1/2, a bye 1). */
  readonly score: number;
  /** Everyone this player has met: never paired again. */
  readonly avoid: readonly string[];
  readonly receivedBye: boolean;
  /** Games sat in the first seat minus games sat in the second: the lower sits first. */
  readonly seatBalance: number;
}

export type SwissTable =
  | { readonly kind: 'game'; readonly seats: [string, string] }
  | { readonly kind: 'bye'; readonly seats: [string] };

/** Ties between equally good pairings are drawn from [0, RANDOM): enough to vary them (fewer in the largest fields, to keep the weights exact). */
const RANDOM = 64;

/**
 * Pairs a Swiss round by maximum-weight matching. `players` come best seed first; the pairing
 * ranks them by score, then by that order. Each edge's weight is tiers, each worth more than
 * everything below it can add up to over a whole matching, so a rule gives way only to the rules
 * above it (`libs/tournaments/README.md` gives each rule's reason):
 *
 * 0. Nobody meets an opponent twice (no edge), and as many as possible play (maximum cardinality;
 *    an odd field adds a bye as one more vertex): whoever is left unpaired has a bye.
 * 1. Players who have had a bye play before anyone else has to sit out: a second bye only when
 *    nobody without one can take it.
 * 2. Scores as close as possible: the squared score difference of each game is a cost; the bye is
 *    an opponent one point below the lowest score, so it goes to the lowest score group.
 * 3. Among equally close pairings, the one who floats down to a lower score group is the lowest
 *    ranked of its group and meets the highest ranked of the group below; the bye goes to the
 *    lowest ranked.
 * 4. The rest, pairings within a score group, is drawn from `random`.
 *
 * Tables come in rank order of their better player, byes last; the player with the lower seat
 * balance sits first, a coin from `random` deciding between equals.
 */
export function pairSwissPlayers(players: readonly SwissPlayer[], random: () => number): SwissTable[] {
  const ranked = players
    .map((p, seed) => ({ ...p, seed, units: Math.round(p.score * 2) }))
    .sort((a, b) => b.units - a.units || a.seed - b.seed);
  const n = ranked.length;
  const bye = n % 2 === 1 ? n : -1;

  const avoided = ranked.map((p) => new Set(p.avoid));
  const candidates: [number, number][] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (!avoided[i].has(ranked[j].id) && !avoided[j].has(ranked[i].id)) candidates.push([i, j]);
  if (bye >= 0) for (let i = 0; i < n; i++) candidates.push([i, bye]);

  const byeUnits = Math.min(...ranked.map((p) => p.units)) - 2;
  const tiers: Tiers = {
    // How many players who have had a bye this game keeps from sitting out.
    byesKept: (i, j) => (j === bye ? 0 : Number(ranked[i].receivedBye) + Number(ranked[j].receivedBye)),
    cost: (i, j) => (ranked[i].units - (j === bye ? byeUnits : ranked[j].units)) ** 2,
    // Positive when the higher scorer ranks low in its group and the lower scorer high in its own.
    floatOrder: (i, j) =>
      j === bye ? i : ranked[i].units === ranked[j].units ? 0 : ranked[i].units > ranked[j].units ? i - j : j - i,
  };
  const mate = maxWeightMatching(n + (bye >= 0 ? 1 : 0), weighted(candidates, tiers, n, random), true);

  const games: SwissTable[] = [];
  const byes: SwissTable[] = [];
  for (let i = 0; i < n; i++) {
    const j = mate[i];
    if (j === -1 || j === bye) byes.push({ kind: 'bye', seats: [ranked[i].id] });
    else if (i < j) {
      const [a, b] = [ranked[i], ranked[j]];
      const aFirst = a.seatBalance !== b.seatBalance ? a.seatBalance < b.seatBalance : random() < 0.5;
      games.push({ kind: 'game', seats: aFirst ? [a.id, b.id] : [b.id, a.id] });
    }
  }
  return [...games, ...byes];
}

interface Tiers {
  readonly byesKept: (i: number, j: number) => number;
  readonly cost: (i: number, j: number) => number;
  readonly floatOrder: (i: number, j: number) => number;
}

/**
 * The tiers as one integer weight per edge (larger is better). With m edges in a matching, the
 * tie-breaks add up to less than m * range, so one step of float order (ORDER) outweighs them;
 * float order terms span at most 2n each, so one step of score cost (CLOSE) outweighs them all;
 * costs span at most `worst` each, so one more player kept from a second bye (KEPT) outweighs
 * every cost. The matching doubles weights and adds duals: the largest weight (under 3 * KEPT)
 * is kept below 2^53 / 12, narrowing the tie-break range in the largest fields.
 */
function weighted(
  candidates: readonly [number, number][],
  tiers: Tiers,
  n: number,
  random: () => number,
): WeightedEdge[] {
  const m = Math.ceil(n / 2);
  const worst = candidates.reduce((most, [i, j]) => Math.max(most, tiers.cost(i, j)), 0);
  const scales = (range: number) => {
    const ORDER = m * range;
    const CLOSE = ORDER * (2 * n * m + 1);
    const KEPT = CLOSE * (m * (worst + 1) + 1);
    return { range, ORDER, CLOSE, KEPT };
  };
  let s = scales(RANDOM);
  while (s.range > 1 && 12 * s.KEPT > Number.MAX_SAFE_INTEGER) s = scales(s.range / 2);
  if (12 * s.KEPT > Number.MAX_SAFE_INTEGER) throw new RangeError(`${n} players are too many to pair exactly`);
  const { range, ORDER, CLOSE, KEPT } = s;
  return candidates.map(
    ([i, j]): WeightedEdge => [
      i,
      j,
      tiers.byesKept(i, j) * KEPT +
        (worst - tiers.cost(i, j)) * CLOSE +
        (n + tiers.floatOrder(i, j)) * ORDER +
        Math.floor(random() * range),
    ],
  );
}
