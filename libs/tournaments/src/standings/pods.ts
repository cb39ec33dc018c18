import { must } from '@empires/rules-kernel';
import type { StandingView } from '@empires/contracts';
import type { TournamentState } from '../state';
import { recordOf, recordsOf, standingRow, type EntrantRecord } from './records';

export const PODS_RULE =
  'placement points (a table of N: N-1 for first down to 0 for last; smaller tables spread the same range; ties share; a bye is worth the average), then head-to-head among the tied (+1 for each game finished ahead of one of them, -1 behind), then rating at registration, then registration order';

/** Head-to-head inside a group of entrants on equal points: finishes ahead of them less finishes behind. */
function headToHead(record: EntrantRecord, group: ReadonlySet<string>): number {
  return record.games.reduce(
    (sum, g) => sum + g.ahead.filter((id) => group.has(id)).length - g.behind.filter((id) => group.has(id)).length,
    0,
  );
}

/** Pod standings: placement points, then head-to-head among the tied, then rating, then registration order. */
export function podStandings(state: TournamentState): StandingView[] {
  const records = recordsOf(state);
  const byPoints = new Map<number, Set<string>>();
  for (const e of state.entrants) {
    const p = recordOf(records, e.entrantId).points;
    byPoints.set(p, (byPoints.get(p) ?? new Set()).add(e.entrantId));
  }
  const rows = state.entrants.map((e, order) => {
    const r = recordOf(records, e.entrantId);
    return { e, order, r, h2h: headToHead(r, must(byPoints.get(r.points), `entrants on ${r.points} points`)) };
  });
  rows.sort((a, b) => b.r.points - a.r.points || b.h2h - a.h2h || b.e.rating - a.e.rating || a.order - b.order);
  return rows.map(({ e, r, h2h }, i) =>
    standingRow(i + 1, e, r, r.points, [
      { name: 'head-to-head', value: h2h },
      { name: 'rating', value: e.rating },
    ]),
  );
}
