import type { EntrantView, StandingView } from '@empires/contracts';
import type { Outcome } from '@empires/rules-kernel';
import type { TournamentSettings } from './settings';

/** An entrant as registered; its view adds what becomes of it (status, check-in). */
export type Entrant = Pick<EntrantView, 'entrantId' | 'kind' | 'playerId' | 'policy' | 'name' | 'rating'>;

/** A game's result as its ruleset decided it, recorded in the tournament when the game ends. */
export type GameResult = Outcome;

/** One table of a round: a game, a bye, or (elimination) a match decided without a game. */
export interface Pairing {
  readonly table: number;
  readonly kind: 'game' | 'bye' | 'walkover';
  readonly gameId?: string;
  /** Entrant ids in seat order (a walkover: the winner, if anyone). */
  readonly seats: readonly string[];
  /** Walkovers: entrants who withdrew before the match and so lost it. */
  readonly forfeits?: readonly string[];
  readonly bracket?: { readonly round: number; readonly match: number };
}

/** How a Swiss round was paired: the pairing code's name and version, and enough to run it again and get the same pairs. */
export interface PairingAudit {
  readonly library: string;
  readonly method: string;
  readonly round: number;
  readonly seed: number;
  readonly input: unknown;
}

/** Everything that happens to a tournament, in the past tense, on `tournament:<id>`. */
export type TournamentEvent =
  | { readonly type: 'TournamentCreated'; readonly settings: TournamentSettings }
  | { readonly type: 'TournamentRegistrationOpened' }
  | {
      readonly type: 'TournamentPlayerRegistered';
      readonly entrant: Entrant;
      readonly by: string;
      readonly afterRound: number;
    }
  | {
      readonly type: 'TournamentPlayerWithdrawn';
      readonly entrantId: string;
      readonly by: string;
      readonly afterRound: number;
    }
  /** The organizer's seeding, best first: used at the start instead of the ratings (entrants not named follow, by rating). */
  | { readonly type: 'TournamentSeedsSet'; readonly seeds: readonly string[]; readonly by: string }
  | {
      readonly type: 'TournamentPlayerCheckedIn';
      readonly entrantId: string;
      readonly by: string;
    }
  | {
      readonly type: 'TournamentStarted';
      readonly seeds: readonly string[];
      readonly rounds: number | null;
      /** Arena: when pairing stops (the start plus its duration). */
      readonly endsAt?: string;
    }
  | {
      readonly type: 'TournamentRoundPaired';
      readonly round: number;
      readonly pairings: readonly Pairing[];
      readonly audit?: PairingAudit;
      /** Arena: when these tables were paired (a game paired after the end would not count). */
      readonly pairedAt?: string;
    }
  | {
      readonly type: 'TournamentGameFinished';
      readonly round: number;
      readonly gameId: string;
      readonly result: GameResult;
    }
  | { readonly type: 'TournamentRoundClosed'; readonly round: number; readonly standings: readonly StandingView[] }
  | {
      readonly type: 'TournamentFinished';
      readonly champion: string | null;
      readonly standings: readonly StandingView[];
    }
  | { readonly type: 'TournamentCancelled'; readonly by: string; readonly reason: string };
