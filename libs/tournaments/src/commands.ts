import type { GameResult } from './events';
import type { TournamentSettings } from './settings';

export type NewEntrant =
  | { readonly kind: 'player'; readonly playerId: string; readonly name: string; readonly rating: number }
  | { readonly kind: 'bot'; readonly policy: string; readonly name?: string; readonly rating: number };

/** What may be asked of a tournament; `by` is the player asking. */
export type TournamentCommand =
  | { readonly type: 'CreateTournament'; readonly settings: TournamentSettings }
  | { readonly type: 'OpenRegistration'; readonly by: string }
  | { readonly type: 'Register'; readonly by: string; readonly entrant: NewEntrant }
  /** `at`: the edge's clock, for an arena whose game the withdrawal forfeits (it pairs on, or ends, by it). */
  | { readonly type: 'Withdraw'; readonly by: string; readonly entrantId: string; readonly at?: string }
  /** `at`: the edge's clock (an arena ends `durationSeconds` after it; check-in is judged by it). */
  | { readonly type: 'Start'; readonly by: string; readonly at?: string }
  | { readonly type: 'SetSeeds'; readonly by: string; readonly seeds: readonly string[] }
  | { readonly type: 'CheckIn'; readonly by: string; readonly entrantId: string; readonly at: string }
  /** A deadline of the tournament's has come: does what its schedule says is due at `at`. */
  | { readonly type: 'RunSchedule'; readonly at: string }
  | { readonly type: 'Advance'; readonly by: string }
  | { readonly type: 'Cancel'; readonly by: string; readonly reason: string }
  /** From a game's outcome (or its abort): applied once per game, whatever the deliveries. */
  | { readonly type: 'RecordResult'; readonly gameId: string; readonly result: GameResult; readonly at?: string };
