import type { PairingView, TournamentSummary as SummaryView, TournamentView } from '@empires/contracts';

const pairing = (p: PairingView) => ({
  round: p.round,
  table: p.table,
  kind: p.kind,
  gameId: p.gameId,
  status: p.status,
  reason: p.reason,
  seats: p.seats.map((s) => ({ ...s })),
  bracketRound: p.bracket?.round,
  bracketMatch: p.bracket?.match,
});

export function toTournament(t: TournamentView) {
  const rounds = t.roundsPlayed.map((r) => ({ round: r.round, status: r.status, pairings: r.pairings.map(pairing) }));
  const pairings = rounds.flatMap((r) => r.pairings);
  return {
    id: t.tournamentId,
    name: t.name,
    organizer: t.organizer,
    ruleset: t.ruleset,
    format: t.format,
    status: t.status,
    tableSize: t.tableSize,
    plannedRounds: t.rounds,
    currentRound: t.currentRound,
    advance: t.advance,
    lateEntry: t.lateEntry,
    roundLimit: t.roundLimit,
    options: t.options,
    maxEntrants: t.maxEntrants,
    clock: t.clock,
    entrants: t.entrants.map((e) => ({ ...e })),
    rounds,
    pairings,
    games: pairings.filter((p) => p.kind === 'game'),
    standings: t.standings.map((s) => ({ ...s, tieBreaks: s.tieBreaks.map((x) => ({ ...x })) })),
    champion: t.champion,
    tieBreakRule: t.tieBreakRule,
    registrationOpensAt: t.registrationOpensAt,
    startsAt: t.startsAt,
    checkInOpensAt: t.checkInOpensAt,
    endsAt: t.endsAt,
    durationSeconds: t.durationSeconds,
    manualSeeds: t.manualSeeds ? [...t.manualSeeds] : undefined,
  };
}

export const toSummary = (s: SummaryView) => ({ ...s, id: s.tournamentId });
