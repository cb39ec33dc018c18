import type { PairingView, TournamentView } from '@empires/contracts';
import { placePoints } from './standings/places';
import { standingsOf, tieBreakRule } from './standings/standings';
import { byePoints } from './standings/places';
import { checkInOpensAt } from './schedule';
import { arenaGames } from './standings/arena';
import { settingsOf, type PairingState, type TournamentState } from './state';

function pairingView(
  p: PairingState,
  round: number,
  tableSize: number,
  arena?: ReturnType<typeof arenaGames>,
): PairingView {
  // An arena's points are its own (doubled at two seats, and on a streak): read from its scoring.
  // A game still playing has none.
  const points = !p.result
    ? []
    : arena
      ? p.seats.map((id) => arena.get(id)?.find((g) => g.gameId === p.gameId)?.points ?? 0)
      : placePoints(p.result.ranks, tableSize);
  const seats = p.seats.map((entrantId, seat) => ({
    seat,
    entrantId,
    ...(p.result ? { rank: p.result.ranks[seat], points: points[seat] } : {}),
    ...(p.kind === 'bye' ? { points: byePoints(tableSize) } : {}),
  }));
  return {
    round,
    table: p.table,
    kind: p.kind,
    ...(p.gameId ? { gameId: p.gameId } : {}),
    seats,
    status: p.kind !== 'game' || p.result ? 'finished' : 'playing',
    ...(p.result ? { reason: p.result.reason } : {}),
    ...(p.bracket ? { bracket: p.bracket } : {}),
  };
}

/** Everything a client shows of a tournament, standings recomputed from its events. */
export function tournamentView(state: TournamentState): TournamentView {
  const s = settingsOf(state);
  const arena = s.format === 'arena' ? arenaGames(state) : undefined;
  return {
    tournamentId: s.tournamentId,
    name: s.name,
    organizer: s.organizer,
    ruleset: s.ruleset,
    format: s.format,
    status: state.status as TournamentView['status'],
    tableSize: s.tableSize,
    ...(state.rounds !== null ? { rounds: state.rounds } : {}),
    currentRound: state.played.length,
    advance: s.advance,
    lateEntry: s.lateEntry,
    ...(s.roundLimit !== null ? { roundLimit: s.roundLimit } : {}),
    options: s.options,
    ...(s.clock ? { clock: s.clock } : {}),
    maxEntrants: s.maxEntrants,
    entrants: state.entrants.map((e) => ({ ...e })),
    roundsPlayed: state.played.map((r) => ({
      round: r.round,
      status: r.closed ? 'closed' : 'playing',
      pairings: r.pairings.map((p) => pairingView(p, r.round, s.tableSize, arena)),
    })),
    standings: standingsOf(state),
    ...(state.champion ? { champion: state.champion } : {}),
    tieBreakRule: tieBreakRule(state),
    ...(s.registrationOpensAt ? { registrationOpensAt: s.registrationOpensAt } : {}),
    ...(s.startsAt ? { startsAt: s.startsAt } : {}),
    ...(checkInOpensAt(s) ? { checkInOpensAt: checkInOpensAt(s) } : {}),
    ...(state.endsAt ? { endsAt: state.endsAt } : {}),
    ...(s.durationSeconds ? { durationSeconds: s.durationSeconds } : {}),
    ...(state.manualSeeds ? { manualSeeds: state.manualSeeds } : {}),
  };
}
