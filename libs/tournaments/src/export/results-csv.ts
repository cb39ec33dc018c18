import { arenaGames } from '../standings/arena';
import { placePoints, byePoints } from '../standings/places';
import { settingsOf, type TournamentState } from '../state';
import { csvField } from './standings-csv';

/**
 * Every table of every round as CSV, one row per seat (header first, CRLF line ends): what an
 * organizer files as the official results beside the standings. A running game has no rank yet;
 * an arena's points are its own (doubled at two seats and on a streak).
 */
export function resultsCsv(state: TournamentState): string {
  const { tableSize, format } = settingsOf(state);
  const arena = format === 'arena' ? arenaGames(state) : undefined;
  const nameOf = new Map(state.entrants.map((e) => [e.entrantId, e.name]));
  const header = ['round', 'table', 'kind', 'game_id', 'seat', 'entrant_id', 'name', 'rank', 'points', 'reason'];
  const rows = state.played.flatMap((r) =>
    r.pairings.flatMap((p) => {
      const points = !p.result
        ? undefined
        : arena
          ? p.seats.map((id) => arena.get(id)?.find((g) => g.gameId === p.gameId)?.points ?? 0)
          : placePoints(p.result.ranks, tableSize);
      return p.seats.map((id, seat) => [
        r.round,
        p.table,
        p.kind,
        p.gameId ?? '',
        seat,
        id,
        nameOf.get(id) ?? id,
        p.result?.ranks[seat] ?? '',
        p.kind === 'bye' ? byePoints(tableSize) : (points?.[seat] ?? ''),
        p.result?.reason ?? '',
      ]);
    }),
  );
  return [header, ...rows].map((cells) => cells.map(csvField).join(',')).join('\r\n') + '\r\n';
}
