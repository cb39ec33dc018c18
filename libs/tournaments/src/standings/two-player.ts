import type { StandingView } from '@empires/contracts';
import type { TournamentState } from '../state';
import { recordsOf, standingRow } from './records';

export const TWO_PLAYER_RULE =
  'points (win 1, draw 1/2, bye 1), then Buchholz (the sum of the points of every opponent met), then Sonneborn-Berger (the points of each opponent beaten, plus half of each drawn), then rating at registration, then registration order';

/** Swiss and round-robin standings: points, Buchholz, Sonneborn-Berger, rating, registration order. */
export function twoPlayerStandings(state: TournamentState): StandingView[] {
  const records = recordsOf(state);
  const pointsOf = (id: string) => records.get(id)?.points ?? 0;
  const rows = state.entrants.map((e, order) => {
    const r = records.get(e.entrantId)!;
    const buchholz = r.games.reduce((sum, g) => sum + g.opponents.reduce((s, o) => s + pointsOf(o), 0), 0);
    const sonnebornBerger = r.games.reduce(
      (sum, g) => sum + g.points * g.opponents.reduce((s, o) => s + pointsOf(o), 0),
      0,
    );
    return { e, order, r, buchholz, sonnebornBerger };
  });
  rows.sort(
    (a, b) =>
      b.r.points - a.r.points ||
      b.buchholz - a.buchholz ||
      b.sonnebornBerger - a.sonnebornBerger ||
      b.e.rating - a.e.rating ||
      a.order - b.order,
  );
  return rows.map(({ e, r, buchholz, sonnebornBerger }, i) =>
    standingRow(i + 1, e, r, r.points, [
      { name: 'buchholz', value: buchholz },
      { name: 'sonneborn-berger', value: sonnebornBerger },
      { name: 'rating', value: e.rating },
    ]),
  );
}
