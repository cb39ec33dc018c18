import { Matrix, solve } from 'ml-matrix';
import {
  playRandomGame,
  seatEmpiresOf,
  seatScores,
  type MedievalState,
  type RandomGame,
  type SeatPolicy,
} from '@empires/rules-medieval';
import { PROSPECTS, gameLeft, prospectsOf, prospectsWorth, type Prospect, type ProspectWeights } from './prospects';

/** One seat at one sampled turn of a played game, and the score it finished with. */
export interface ProspectSample {
  readonly seed: number;
  /** The sampled turn's number in its game: the seats of one turn share it. */
  readonly turn: number;
  readonly seat: number;
  readonly left: number;
  readonly prospects: Readonly<Record<Prospect, number>>;
  /** Its score at the turn, and at the end. */
  readonly score: number;
  readonly final: number;
}

/** Every third turn: turns next to each other hold nearly the same position, and add little but weight. */
const SAMPLE_EVERY = 3;

/**
 * Plays a Millennium game from `seed` with `policy` in every seat (the empires drawn per seed, handicaps on) and
 * samples each seat at the start of every third turn; a game the rules stopped gives no sample.
 */
export function sampleProspects(seed: number, seats: number, policy: SeatPolicy): ProspectSample[] {
  const taken: Omit<ProspectSample, 'final'>[] = [];
  let lastTurn = -1;
  let turns = 0;
  const spec = {
    seats,
    seed,
    options: { empires: seatEmpiresOf(seed, seats) },
    policies: Array(seats).fill(policy),
    check: (s: MedievalState) => {
      const turn = s.turn ? s.round * 100 + s.turnIndex : -1;
      if (s.phase !== 'play' || turn < 0 || turn === lastTurn) return;
      lastTurn = turn;
      if (turns++ % SAMPLE_EVERY) return;
      const scores = seatScores(s);
      const left = gameLeft(s);
      s.seats.forEach((_, seat) =>
        taken.push({ seed, turn, seat, left, prospects: prospectsOf(s, seat), score: scores[seat] }),
      );
    },
  };
  // Played as the rules promise, not checked after every event as `playForStats` does: the fit reads scores only.
  let game: RandomGame;
  try {
    game = playRandomGame(spec);
  } catch {
    return [];
  }
  const final = game.table.state.scores ?? [];
  return taken.map((t) => ({ ...t, final: final[t.seat] }));
}

/**
 * The weights that best predict, by least squares, what each seat's final score gained over its score at the
 * sampled turn: the gain is the share of the game left times (base + the sum of weight × prospect).
 */
export function fitProspectWeights(samples: readonly ProspectSample[]): ProspectWeights {
  const rows = samples.map((x) => [...PROSPECTS.map((p) => x.left * x.prospects[p]), x.left]);
  const gains = samples.map((x) => x.final - x.score);
  const w = solve(new Matrix(rows), Matrix.columnVector(gains)).to1DArray();
  return Object.fromEntries([...PROSPECTS, 'base'].map((name, i) => [name, w[i]])) as ProspectWeights;
}

/** A seat's predicted final score under `weights`. */
export const predictedBy = (x: ProspectSample, weights: ProspectWeights): number =>
  x.score + x.left * prospectsWorth(x.prospects, weights);

/**
 * How well a score foretells the final margin between seats 0 and 1 of two-seat games: the correlation, over the
 * sampled turns, between the margin it gives and the final one (1: foretells it exactly).
 */
export function marginCorrelation(samples: readonly ProspectSample[], scoreOf: (x: ProspectSample) => number): number {
  const turns = new Map<string, ProspectSample[]>();
  for (const x of samples) {
    const key = `${x.seed}:${x.turn}`;
    turns.set(key, [...(turns.get(key) ?? []), x]);
  }
  const pairs = [...turns.values()].filter((t) => t.length === 2);
  const margin = (t: ProspectSample[], of: (x: ProspectSample) => number) => of(t[0]) - of(t[1]);
  return correlation(
    pairs.map((t) => margin(t, scoreOf)),
    pairs.map((t) => margin(t, (x) => x.final)),
  );
}

function correlation(a: readonly number[], b: readonly number[]): number {
  const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(a);
  const mb = mean(b);
  let ab = 0;
  let aa = 0;
  let bb = 0;
  a.forEach((x, i) => {
    ab += (x - ma) * (b[i] - mb);
    aa += (x - ma) ** 2;
    bb += (b[i] - mb) ** 2;
  });
  return ab / Math.sqrt(aa * bb);
}
