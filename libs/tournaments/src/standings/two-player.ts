import type { StandingView } from '@empires/contracts';
import type { TwoPlayerTieBreak } from '../settings';
import type { TournamentState } from '../state';
import { recordOf, recordsOf, standingRow } from './records';

const DEFAULT_ORDER: readonly TwoPlayerTieBreak[] = ['buchholz', 'sonneborn-berger', 'rating'];

const WORDS: Readonly<Record<TwoPlayerTieBreak, string>> = {
  buchholz: 'Buchholz (the sum of the points of every opponent met)',
  'sonneborn-berger': 'Sonneborn-Berger (the points of each opponent beaten, plus half of each drawn)',
  wins: 'games won',
  rating: 'rating at registration',
};

const orderOf = (state: TournamentState): readonly TwoPlayerTieBreak[] => state.settings?.tieBreaks ?? DEFAULT_ORDER;

/** The rule in words, in the organizer's order of tie-breaks. */
export const twoPlayerRule = (state: TournamentState): string =>
  `points (win 1, draw 1/2, bye 1), then ${orderOf(state)
    .map((t) => WORDS[t])
    .join(', then ')}, then registration order`;

/** Swiss and round-robin standings: points, then the tie-breaks in the organizer's order, then registration order. */
export function twoPlayerStandings(state: TournamentState): StandingView[] {
  const records = recordsOf(state);
  const order = orderOf(state);
  const pointsOf = (id: string) => records.get(id)?.points ?? 0;
  const rows = state.entrants.map((e, registered) => {
    const r = recordOf(records, e.entrantId);
    const values: Record<TwoPlayerTieBreak, number> = {
      buchholz: r.games.reduce((sum, g) => sum + g.opponents.reduce((s, o) => s + pointsOf(o), 0), 0),
      'sonneborn-berger': r.games.reduce(
        (sum, g) => sum + g.points * g.opponents.reduce((s, o) => s + pointsOf(o), 0),
        0,
      ),
      wins: r.wins,
      rating: e.rating,
    };
    return { e, registered, r, values };
  });
  rows.sort((a, b) => {
    if (b.r.points !== a.r.points) return b.r.points - a.r.points;
    for (const t of order) if (b.values[t] !== a.values[t]) return b.values[t] - a.values[t];
    return a.registered - b.registered;
  });
  return rows.map(({ e, r, values }, i) =>
    standingRow(
      i + 1,
      e,
      r,
      r.points,
      order.map((name) => ({ name, value: values[name] })),
    ),
  );
}
