import type { Pairing } from '../events';
import { arenaGames } from '../standings/arena';
import { activeEntrants, settingsOf, type TournamentState } from '../state';
import { gameIdOf } from './next-round';

/** Entrants at a table now: paired to a game with no result yet. */
export function playing(state: TournamentState): Set<string> {
  const busy = new Set<string>();
  for (const r of state.played)
    for (const p of r.pairings) if (p.kind === 'game' && !p.result) for (const id of p.seats) busy.add(id);
  return busy;
}

/**
 * Tables for the arena entrants who are free now, or none. Free entrants are ranked by arena
 * points, then rating, then seed; each table takes the best-ranked free entrant and fills up with
 * the next ones down the ranking who did not sit at its members' last table (no immediate
 * rematch), so players meet those closest in score and rating. Whoever is left waits for the next
 * game to end: an arena pairs as soon as a table's worth is free, never with a bye.
 */
export function pairArena(state: TournamentState): Omit<Pairing, 'table' | 'gameId'>[] {
  const { tableSize } = settingsOf(state);
  const busy = playing(state);
  const games = arenaGames(state);
  const seedOf = (id: string) => {
    const i = state.seeds.indexOf(id);
    return i < 0 ? state.seeds.length : i;
  };
  const score = (id: string) => (games.get(id) ?? []).reduce((s, g) => s + g.points, 0);
  const lastTable = lastTables(state);
  const free = activeEntrants(state)
    .filter((e) => !busy.has(e.entrantId))
    .sort(
      (a, b) =>
        score(b.entrantId) - score(a.entrantId) || b.rating - a.rating || seedOf(a.entrantId) - seedOf(b.entrantId),
    )
    .map((e) => e.entrantId);
  const firsts = seatsFirst(state);
  const tables: Omit<Pairing, 'table' | 'gameId'>[] = [];
  const taken = new Set<string>();
  const rematch = (a: string, b: string) => Boolean(lastTable.get(a)?.has(b) || lastTable.get(b)?.has(a));
  for (const head of free) {
    if (taken.has(head)) continue;
    const table = [head];
    for (const candidate of free) {
      if (table.length === tableSize) break;
      if (taken.has(candidate) || table.includes(candidate) || table.some((id) => rematch(id, candidate))) continue;
      table.push(candidate);
    }
    if (table.length < tableSize) continue; // it waits for someone new to be free
    for (const id of table) taken.add(id);
    // Whoever has sat first less often sits first; ties keep the ranking.
    tables.push({ kind: 'game', seats: [...table].sort((a, b) => (firsts.get(a) ?? 0) - (firsts.get(b) ?? 0)) });
  }
  return tables;
}

/** The tables of the next arena wave, numbered, with their game ids. */
export function arenaWave(state: TournamentState): Pairing[] {
  const round = state.played.length + 1;
  const { tournamentId } = settingsOf(state);
  return pairArena(state).map((p, i) => ({ ...p, table: i + 1, gameId: gameIdOf(tournamentId, round, i + 1) }));
}

/** Each entrant's most recent table companions. */
function lastTables(state: TournamentState): Map<string, Set<string>> {
  const last = new Map<string, Set<string>>();
  for (const r of state.played)
    for (const p of r.pairings)
      if (p.kind === 'game') for (const id of p.seats) last.set(id, new Set(p.seats.filter((o) => o !== id)));
  return last;
}

function seatsFirst(state: TournamentState): Map<string, number> {
  const firsts = new Map<string, number>();
  for (const r of state.played)
    for (const p of r.pairings) if (p.kind === 'game') firsts.set(p.seats[0], (firsts.get(p.seats[0]) ?? 0) + 1);
  return firsts;
}
