import type { MedievalEvent } from './event-types';
import type { MedievalState } from './state';

/**
 * Three decisions are made by several seats at once, each sealed until all are in: the secret
 * gold of an alliance roll (S001 33.46), the offers of asylum (33.61) and the ballots of a parley
 * (S003 18.2). A sealed declaration changes nothing another seat may do, so it concerns only the
 * seat that made it: the others keep declaring on the version they saw, and seats deciding
 * together do not refuse each other with VERSION_CONFLICT. The reveal, and everything else,
 * concerns everyone.
 */
export function staleSeats(_state: MedievalState, e: MedievalEvent): readonly number[] | 'everyone' {
  switch (e.type) {
    case 'BidDeclared':
    case 'AsylumDeclared':
      return [e.seat];
    case 'BallotCast':
      // An Independent's votes with no seat left to cast them are cast by the rules: a step of the parley.
      return e.seat >= 0 ? [e.seat] : 'everyone';
    default:
      return 'everyone';
  }
}
