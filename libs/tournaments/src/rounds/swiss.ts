import type { Pairing, PairingAudit } from '../events';
import { PAIRING_LIBRARY, seededRandom, Swiss, withRandom, type LibraryPlayer } from '../pairing-library';
import { activeEntrants, settingsOf, type TournamentState } from '../state';
import { meetings, recordsOf } from '../standings/records';

/**
 * What the library is given for a Swiss round: the active entrants in registration order, each
 * with its points, everyone it has met (never to be paired again) and whether it has had a bye
 * (the library gives a second bye only when it must).
 */
export function swissInput(state: TournamentState): LibraryPlayer[] {
  const records = recordsOf(state);
  const met = meetings(state);
  const everyone = state.entrants.map((e) => e.entrantId);
  return activeEntrants(state).map((e) => ({
    id: e.entrantId,
    score: records.get(e.entrantId)!.points,
    avoid: everyone.filter((other) => other !== e.entrantId && met(e.entrantId, other) > 0),
    receivedBye: records.get(e.entrantId)!.byes > 0,
  }));
}

/** A Swiss round paired by `tournament-pairings` (maximum-weight matching), its shuffle seeded by the tournament. */
export function pairSwiss(
  state: TournamentState,
  round: number,
): { pairings: Omit<Pairing, 'table' | 'gameId'>[]; audit: PairingAudit } {
  const input = swissInput(state);
  const seed = settingsOf(state).seed;
  // The library writes bookkeeping onto the players it is given: it gets copies.
  const matches = withRandom(seededRandom(seed, round), () => Swiss(structuredClone(input), round));
  const pairings = matches.map((m) =>
    m.player2 === null
      ? { kind: 'bye' as const, seats: [String(m.player1)] }
      : { kind: 'game' as const, seats: [String(m.player1), String(m.player2)] },
  );
  return { pairings, audit: { library: PAIRING_LIBRARY, method: 'Swiss', round, seed, input } };
}
