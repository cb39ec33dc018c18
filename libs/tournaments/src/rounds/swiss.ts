import type { Pairing, PairingAudit } from '../events';
import { swissAudit } from '../pairing/audit';
import { seededRandom } from '../pairing/seeded-random';
import { pairSwissPlayers, type SwissPlayer } from '../pairing/swiss-matching';
import { activeEntrants, settingsOf, type TournamentState } from '../state';
import { meetings, recordOf, recordsOf } from '../standings/records';

/**
 * What a Swiss round is paired from: the active entrants, best seed first (rating, then
 * registration, as the tournament seeds at its start; late entrants take their place by rating),
 * each with its points, everyone it has met, whether it has had a bye, and its seat balance.
 */
function swissInput(state: TournamentState): SwissPlayer[] {
  const records = recordsOf(state);
  const met = meetings(state);
  const balance = new Map<string, number>();
  for (const p of state.played.flatMap((r) => r.pairings))
    if (p.kind === 'game' && p.seats.length === 2) {
      balance.set(p.seats[0], (balance.get(p.seats[0]) ?? 0) + 1);
      balance.set(p.seats[1], (balance.get(p.seats[1]) ?? 0) - 1);
    }
  const everyone = state.entrants.map((e) => e.entrantId);
  // Seeded by hand: the organizer's order, late entrants after it by rating.
  const seed = (id: string) => (state.manualSeeds && state.seeds.includes(id) ? state.seeds.indexOf(id) : Infinity);
  // Entrants are in registration order and the sort is stable: that order breaks the last ties.
  return activeEntrants(state)
    .sort((a, b) => seed(a.entrantId) - seed(b.entrantId) || b.rating - a.rating)
    .map((e) => ({
      id: e.entrantId,
      score: recordOf(records, e.entrantId).points,
      avoid: everyone.filter((other) => other !== e.entrantId && met(e.entrantId, other) > 0),
      receivedBye: recordOf(records, e.entrantId).byes > 0,
      seatBalance: balance.get(e.entrantId) ?? 0,
    }));
}

/** A Swiss round paired by maximum-weight matching (`pairing/swiss-matching.ts`), its ties drawn from the tournament's seed. */
export function pairSwiss(
  state: TournamentState,
  round: number,
): { pairings: Omit<Pairing, 'table' | 'gameId'>[]; audit: PairingAudit } {
  const input = swissInput(state);
  const seed = settingsOf(state).seed;
  return { pairings: pairSwissPlayers(input, seededRandom(seed, round)), audit: swissAudit(round, seed, input) };
}
