import { MILLENNIUM } from '../data/millennium';
import { HANDICAPS } from '../rules/handicaps';
import type { GameStats } from './game-stats';
import { mean, type Mean } from './report';

/** One empire's line of an M26.5 calibration from the seats' play. */
export interface EmpireCalibration {
  readonly id: string;
  /** The final scores, without handicap, of the seats that ran it. */
  readonly score: Mean;
  /** The best empire's mean minus this one's, rounded: the handicap that levels them; null without a game. */
  readonly handicap: number | null;
  /** The table new games use now, to compare. */
  readonly current: number;
}

/**
 * M26.5 from games in which bots ran the seats, played without handicaps: per empire, the mean final score of its
 * seat (VP, ledger and open alliances: M26.2 less the handicap), and the handicap that brings each mean up to the
 * best. The design asks for VP; the score is what a handicap must level between seats once they play the
 * alliances of S001 33.5, whose ledger the VP alone leave out.
 */
export function calibrateHandicaps(games: readonly GameStats[]): EmpireCalibration[] {
  const finished = games.filter((g) => !g.error);
  const scores = MILLENNIUM.empires.map((_, empire) =>
    mean(finished.flatMap((g) => g.seatEmpires.flatMap((e, seat) => (e === empire ? [g.scores[seat] ?? 0] : [])))),
  );
  const best = Math.max(...scores.filter((m) => m.n > 0).map((m) => m.mean));
  return MILLENNIUM.empires.map((e, i) => ({
    id: e.id,
    score: scores[i],
    handicap: scores[i].n > 0 ? Math.round(best - scores[i].mean) : null,
    current: HANDICAPS[i],
  }));
}
