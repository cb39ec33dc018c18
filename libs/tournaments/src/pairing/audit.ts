import type { PairingAudit } from '../events';
import { seededRandom } from './seeded-random';
import { pairSwissPlayers, type SwissPlayer, type SwissTable } from './swiss-matching';

/**
 * The pairing code's name in each round's audit. Change the number whenever the same input would
 * pair differently, so an audit always names the code that can pair it again.
 */
export const PAIRING_LIBRARY = 'empires-pairings@1';

export const swissAudit = (round: number, seed: number, input: readonly SwissPlayer[]): PairingAudit => ({
  library: PAIRING_LIBRARY,
  method: 'Swiss',
  round,
  seed,
  input,
});

/**
 * Pairs a Swiss round again from its audit alone. Rounds paired before this code (audits naming
 * `tournament-pairings@2.0.1`) are not re-paired: their pairings stand in their events.
 */
export function repairFromAudit(audit: PairingAudit): SwissTable[] {
  if (audit.library !== PAIRING_LIBRARY || audit.method !== 'Swiss')
    throw new Error(`${audit.library} ${audit.method} pairings cannot be drawn again by ${PAIRING_LIBRARY}`);
  return pairSwissPlayers(audit.input as SwissPlayer[], seededRandom(audit.seed, audit.round));
}
