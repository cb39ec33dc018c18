import type { MatchmakingRequest, TableRefusalCode } from '@empires/contracts';
import type { Refusal, TournamentCodes } from '@empires/tournaments';

/** The codes of matchmaking's refusals: stable, for clients to switch on. */
export type RefusalCode =
  | TableRefusalCode
  | 'UNAUTHENTICATED'
  | 'ALREADY_QUEUED'
  | 'NOT_QUEUED'
  /** An account already has that name (whatever its case). */
  | 'NAME_TAKEN'
  /** Not a bot level (easy, medium, hard). */
  | 'UNKNOWN_BOT_LEVEL'
  /** A bot level the ruleset does not offer. */
  | 'BOT_LEVEL_NOT_OFFERED'
  | (typeof TournamentCodes)[keyof typeof TournamentCodes];

/** A request refused for a reason the asker can act on; it changes nothing. */
export class MatchmakingError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const refuse = (code: RefusalCode, message: string): never => {
  throw new MatchmakingError(code, message);
};

/** A refusal the tournament decider answered with, passed on as it is. */
export const refuseAs = (refusal: Refusal): never => {
  throw new MatchmakingError(refusal.code, refusal.message);
};

/** The player a request acts for: matchmaking answers players, and refuses any other actor. */
export const askingPlayer = (r: Pick<MatchmakingRequest, 'actor'>): string =>
  r.actor?.kind === 'player' ? r.actor.playerId : refuse('UNAUTHENTICATED', 'matchmaking acts for players');
