import type { StandingView } from '@empires/contracts';
import type { TournamentState } from '../state';
import { placePoints, wonAlone } from './places';

export const ARENA_RULE =
  'points (two seats: win 2, draw 1; N seats: N-1 for first down to 0, tied seats sharing; doubled after two outright wins in a row, until a game is not won outright), then games won outright, then rating at registration, then registration order; only games paired before the end count';

/** One counted game of one entrant, in the order it played them, and the points it scored. */
export interface ArenaGame {
  readonly round: number;
  readonly gameId: string;
  readonly won: boolean;
  readonly base: number;
  readonly doubled: boolean;
  readonly points: number;
}

/**
 * Every entrant's counted games with their arena points. An entrant plays one game at a time, so
 * the order of its rounds is the order it played in. Points at two seats are doubled placement
 * points (win 2, draw 1, as Lichess scores); at more seats the placement points themselves.
 */
export function arenaGames(state: TournamentState): Map<string, ArenaGame[]> {
  const tableSize = state.settings?.tableSize ?? 2;
  const scale = tableSize === 2 ? 2 : 1;
  const endsAt = state.endsAt;
  const games = new Map<string, ArenaGame[]>(state.entrants.map((e) => [e.entrantId, []]));
  for (const round of state.played) {
    // A game paired after the end is not part of the arena (none is, but a record says so).
    if (endsAt && round.pairedAt && round.pairedAt >= endsAt) continue;
    for (const p of round.pairings) {
      const { result, gameId } = p;
      if (p.kind !== 'game' || !result || !gameId) continue;
      const points = placePoints(result.ranks, tableSize);
      p.seats.forEach((id, seat) => {
        const mine = games.get(id) ?? [];
        games.set(id, mine);
        const onFire = mine.length >= 2 && mine[mine.length - 1].won && mine[mine.length - 2].won;
        const base = points[seat] * scale;
        mine.push({
          round: round.round,
          gameId,
          won: wonAlone(result.ranks, seat),
          base,
          doubled: onFire,
          points: onFire ? base * 2 : base,
        });
      });
    }
  }
  return games;
}

/** Live arena standings, recomputed from the events like every other format's. */
export function arenaStandings(state: TournamentState): StandingView[] {
  const games = arenaGames(state);
  const rows = state.entrants.map((e, order) => {
    const mine = games.get(e.entrantId) ?? [];
    return {
      e,
      order,
      points: mine.reduce((s, g) => s + g.points, 0),
      wins: mine.filter((g) => g.won).length,
      games: mine.length,
    };
  });
  rows.sort((a, b) => b.points - a.points || b.wins - a.wins || b.e.rating - a.e.rating || a.order - b.order);
  return rows.map((r, i) => ({
    place: i + 1,
    entrantId: r.e.entrantId,
    name: r.e.name,
    kind: r.e.kind,
    status: r.e.status,
    points: r.points,
    tieBreaks: [
      { name: 'wins', value: r.wins },
      { name: 'rating', value: r.e.rating },
    ],
    games: r.games,
    wins: r.wins,
    byes: 0,
  }));
}
