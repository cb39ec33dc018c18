import type { StandingView } from '@empires/contracts';
import { bracketOf } from '../rounds/bracket';
import type { TournamentState } from '../state';
import { recordOf, recordsOf, standingRow } from './records';

export const ELIMINATION_RULE =
  'how long each entrant lasted: the champion, then everyone still in, then by the round that knocked them out, later first (entrants knocked out in the same round share a place), then seed; points are matches won, walkovers included';

/** Elimination standings, read off the bracket. */
export function eliminationStandings(state: TournamentState): StandingView[] {
  const records = recordsOf(state);
  const b = state.seeds.length > 0 ? bracketOf(state) : undefined;
  const seedOf = (id: string) => (state.seeds.includes(id) ? state.seeds.indexOf(id) + 1 : state.seeds.length + 1);
  // Still in counts as outlasting every round so far; the champion outlasts everyone.
  const lasted = (id: string) =>
    b?.champion === id ? Number.MAX_SAFE_INTEGER : (b?.eliminated.get(id) ?? Number.MAX_SAFE_INTEGER - 1);
  const rows = state.entrants.map((e) => ({ e, lasted: lasted(e.entrantId), seed: seedOf(e.entrantId) }));
  rows.sort((a, b) => b.lasted - a.lasted || a.seed - b.seed);
  return rows.map(({ e, lasted: l, seed }) =>
    standingRow(
      1 + rows.filter((o) => o.lasted > l).length,
      e,
      recordOf(records, e.entrantId),
      b?.wins.get(e.entrantId) ?? 0,
      [
        { name: 'eliminated-in-round', value: b?.eliminated.get(e.entrantId) ?? 0 },
        { name: 'seed', value: seed },
      ],
    ),
  );
}
