import { Dice, isViolation, start } from '@empires/rules-kernel';
import { medieval, seatScores, type MedievalEvent, type MedievalState } from '@empires/rules-medieval';
import { fitProspectWeights, marginCorrelation, predictedBy, type ProspectSample } from './prospect-fit';
import { PROSPECTS, TWO_SEAT_WEIGHTS, predictedScores, prospectsOf, type ProspectWeights } from './prospects';

const started = (seats: number): MedievalState => {
  const s = start<MedievalState, MedievalEvent>(medieval, { seats, options: { handicaps: false } }, 1);
  if (isViolation(s)) throw new Error(s.message);
  return s.table.state;
};

describe('medieval prospects', () => {
  it('counts what the Player Empire owns, claims and ties, and the seat its allies', () => {
    const s = started(2);
    const empire = s.seats[0].empire;
    const owned = s.areas.filter((a) => a.owner === empire).length;
    const ally = s.empires.findIndex((e) => e.status === 'independent');
    const allied = {
      ...s,
      empires: s.empires.map((e, i) => (i === ally ? { ...e, status: 'allied' as const, seat: 0 } : e)),
    };
    expect(prospectsOf(s, 0).areas).toBe(owned);
    expect(prospectsOf(allied, 0).allies).toBe(prospectsOf(s, 0).allies + 1);
    expect(prospectsOf(allied, 1).allies).toBe(prospectsOf(s, 1).allies);
  });

  it('adds their worth over the game left to the score in a two-seat game, and nothing in the last round', () => {
    const s = started(2);
    const weights = TWO_SEAT_WEIGHTS;
    const worth = (seat: number) =>
      PROSPECTS.reduce((sum, p) => sum + weights[p] * prospectsOf(s, seat)[p], weights.base);
    const left = (s.lastRound - s.round) / s.lastRound;
    predictedScores(s).forEach((x, seat) => expect(x).toBeCloseTo(seatScores(s)[seat] + left * worth(seat), 9));
    expect(predictedScores(s)).not.toEqual(seatScores(s));
    const last = { ...s, round: s.lastRound };
    expect(predictedScores(last)).toEqual(seatScores(last));
  });

  it('judges games of three seats or more by the bare score', () => {
    for (const seats of [3, 4, 6]) {
      const s = started(seats);
      expect(predictedScores(s)).toEqual(seatScores(s));
    }
  });

  it('fits the weights that made the gains, whatever the share of the game left', () => {
    const truth: ProspectWeights = {
      yearCards: 1,
      areas: -4,
      ss: 0.5,
      ties: 1.5,
      claims: 2,
      allies: 12,
      allyTies: 3,
      base: 10,
    };
    const dice = Dice.fromSeed(7);
    const samples: ProspectSample[] = Array.from({ length: 400 }, (_, i) => {
      const prospects = Object.fromEntries(PROSPECTS.map((p) => [p, dice.int(0, 9)])) as ProspectSample['prospects'];
      const x = { seed: i, turn: 0, seat: 0, left: dice.int(1, 20) / 20, prospects, score: dice.int(0, 80), final: 0 };
      return { ...x, final: predictedBy(x, truth) };
    });
    const fitted = fitProspectWeights(samples);
    for (const [name, w] of Object.entries(truth)) expect(fitted[name as keyof ProspectWeights]).toBeCloseTo(w, 6);
  });

  it('rates a score by how well its margin between two seats foretells the final one', () => {
    const sample = (seed: number, seat: number, score: number, final: number): ProspectSample => ({
      seed,
      turn: 0,
      seat,
      left: 0.5,
      prospects: prospectsOf(started(2), seat),
      score,
      final,
    });
    const games = [1, 2, 3].flatMap((g) => [sample(g, 0, 10 * g, 20 * g), sample(g, 1, 0, 0)]);
    expect(marginCorrelation(games, (x) => x.score)).toBeCloseTo(1, 9);
    expect(marginCorrelation(games, (x) => -x.score)).toBeCloseTo(-1, 9);
  });
});
