import type { Pairing, PairingAudit } from '../events';
import { seededRandom } from '../pairing/seeded-random';
import { isElimination } from '../settings';
import { activeEntrants, settingsOf, type TournamentState } from '../state';
import { podStandings } from '../standings/pods';
import { meetings, recordOf, recordsOf } from '../standings/records';
import { bracketOf, pairBracket } from './bracket';
import { podSizes } from './pod-sizes';
import { groupPods, shuffled } from './pods';
import { pairRoundRobin, roundRobinRounds } from './round-robin';
import { pairSwiss } from './swiss';

export type NextRound =
  | {
      readonly kind: 'paired';
      readonly round: number;
      readonly pairings: readonly Pairing[];
      readonly audit?: PairingAudit;
    }
  | { readonly kind: 'over' };

export const gameIdOf = (tournamentId: string, round: number, table: number): string =>
  `${tournamentId}_r${round}_t${table}`;

/** How many rounds the format plays: fixed for Swiss, pods and round robin; elimination runs until its final. */
export function plannedRounds(state: TournamentState, entrants: number): number | null {
  const s = settingsOf(state);
  if (s.format === 'swiss') return s.rounds ?? Math.max(1, Math.ceil(Math.log2(entrants)));
  if (s.format === 'pods') return s.rounds;
  if (s.format === 'round-robin') return roundRobinRounds(state.seeds);
  return null;
}

/**
 * Pairs the next round, or says the tournament is over: its rounds played, its final decided, too
 * few left to play, or (Swiss) no game left that would not be a rematch.
 */
export function nextRound(state: TournamentState): NextRound {
  const s = settingsOf(state);
  const round = state.played.length + 1;
  const active = new Set(activeEntrants(state).map((e) => e.entrantId));
  const isActive = (id: string) => active.has(id);
  if (state.rounds !== null && round > state.rounds) return { kind: 'over' };
  if (isElimination(s.format) && bracketOf(state).champion !== undefined) return { kind: 'over' };
  if (!isElimination(s.format) && active.size < s.minTableSize) return { kind: 'over' };

  let drawn: { pairings: Omit<Pairing, 'table' | 'gameId'>[]; audit?: PairingAudit };
  if (s.format === 'swiss') drawn = pairSwiss(state, round);
  else if (s.format === 'round-robin') drawn = { pairings: pairRoundRobin(state.seeds, isActive, round) };
  else if (s.format === 'pods') drawn = { pairings: pairPods(state, round) };
  else drawn = { pairings: pairBracket(state, isActive, round) };
  if (drawn.pairings.length === 0) return { kind: 'over' };
  // Swiss never pairs two entrants twice: once nobody left can meet someone new, a round would be
  // byes alone, a free point to everyone each round, so the tournament ends before its planned rounds.
  if (s.format === 'swiss' && !drawn.pairings.some((p) => p.kind === 'game')) return { kind: 'over' };
  const pairings = drawn.pairings.map((p, i) => ({
    ...p,
    table: i + 1,
    ...(p.kind === 'game' ? { gameId: gameIdOf(s.tournamentId, round, i + 1) } : {}),
  }));
  return { kind: 'paired', round, pairings, ...(drawn.audit ? { audit: drawn.audit } : {}) };
}

/**
 * A pod round: byes (when the field does not fill the tables) to those with the fewest byes so
 * far, lowest standing first; the rest grouped by `groupPods`; seats at each table in a seeded
 * random order, so no one sits first by standing.
 */
function pairPods(state: TournamentState, round: number): Omit<Pairing, 'table' | 'gameId'>[] {
  const s = settingsOf(state);
  const random = seededRandom(s.seed, round);
  const records = recordsOf(state);
  const ranked = podStandings(state).filter((r) => r.status === 'active');
  const { tables, byes } = podSizes(ranked.length, s.tableSize, s.minTableSize);
  const sittingOut = new Set(
    ranked
      .map((r, place) => ({ id: r.entrantId, place, byes: recordOf(records, r.entrantId).byes }))
      .sort((a, b) => a.byes - b.byes || b.place - a.place)
      .slice(0, byes)
      .map((r) => r.id),
  );
  const seated = ranked.filter((r) => !sittingOut.has(r.entrantId)).map((r) => ({ id: r.entrantId, points: r.points }));
  const groups = groupPods(seated, tables, meetings(state), random);
  return [
    ...groups.map((ids) => ({ kind: 'game' as const, seats: shuffled(ids, random) })),
    ...ranked.filter((r) => sittingOut.has(r.entrantId)).map((r) => ({ kind: 'bye' as const, seats: [r.entrantId] })),
  ];
}
