import { seatScores, type MedievalState } from '@empires/rules-medieval';

/**
 * What a seat holds that its score does not count yet, or counts at a worth it will not keep: each is measured on
 * the seat's Player Empire (its allies count as allies).
 */
export const PROSPECTS = ['yearCards', 'areas', 'ss', 'ties', 'claims', 'allies', 'allyTies'] as const;
export type Prospect = (typeof PROSPECTS)[number];

/** Per prospect, what one more adds to the seat's final score over the whole game; `base`, what being in it adds. */
export type ProspectWeights = Readonly<Record<Prospect | 'base', number>>;

/**
 * Fitted by `npm run fit-prospects -- --games 500` on two-seat games of the medium bot against itself (medieval
 * 1.2.0, seeds 1000-1499): what a seat's final score gained over its score at the sampled turn, per prospect held
 * then, times the share of the game left. Alliances are the big one (an ally is worth 14 points more than its ledger
 * shows at the start, since it pays VP to the ledger round after round); an area counts less than its VP early on,
 * as areas held early are the ones raids, revolts and rivals take.
 */
export const TWO_SEAT_WEIGHTS: ProspectWeights = {
  yearCards: 0.9,
  areas: -3.9,
  ss: 0.54,
  ties: 1.31,
  claims: 0.92,
  allies: 14.27,
  allyTies: 2.65,
  base: 15.31,
};

/**
 * The weights search judges a game of `seats` by, or none: the bare score. At two seats the prospects made the search
 * stronger (122 of 200 games against medium, from 110); at four they made it weaker, whether fitted on two-seat or
 * on four-seat games (35 and 32 of 100 four-seat games won, against 45 with the bare score), so games of three seats
 * or more keep the bare score until a fit does better there (README.md, "Prospects").
 */
export const prospectWeightsFor = (seats: number): ProspectWeights | undefined =>
  seats === 2 ? TWO_SEAT_WEIGHTS : undefined;

/** Each prospect of `seat` now. */
export function prospectsOf(s: MedievalState, seat: number): Record<Prospect, number> {
  const empire = s.seats[seat].empire;
  const out = {
    yearCards: s.empires[empire].cards.length,
    areas: 0,
    ss: 0,
    ties: 0,
    claims: 0,
    allies: 0,
    allyTies: 0,
  };
  for (const a of s.areas) {
    if (a.owner === empire) {
      out.areas++;
      out.ss += Math.max(0, a.ss);
    } else if ((a.claims >> empire) & 1) out.claims++;
    if ((a.ties >> empire) & 1) out.ties++;
  }
  for (const e of s.empires) {
    if (e.status === 'allied' && e.seat === seat) out.allies++;
    if (e.status === 'independent') out.allyTies += e.allianceTies[empire] ?? 0;
  }
  return out;
}

/** The share of the game still to play: 1 before the first round, 0 in the last. */
export const gameLeft = (s: MedievalState): number => Math.max(0, s.lastRound - s.round) / s.lastRound;

/** What prospects `held` add to a seat's final score over a whole game, under `weights`. */
export const prospectsWorth = (held: Readonly<Record<Prospect, number>>, weights: ProspectWeights): number =>
  PROSPECTS.reduce((sum, p) => sum + weights[p] * held[p], weights.base);

/**
 * Each seat's final score as the weights predict it: its score now, plus its prospects' worth over what is left;
 * without weights, its score now.
 */
export function predictedScores(s: MedievalState, weights = prospectWeightsFor(s.seats.length)): number[] {
  const left = gameLeft(s);
  return seatScores(s).map((score, seat) =>
    !weights || left === 0 ? score : score + left * prospectsWorth(prospectsOf(s, seat), weights),
  );
}
