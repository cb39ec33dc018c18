import type { BotLevel } from './bot-levels';
/**
 * Tournaments, run by matchmaking on streams `tournament:<id>` (published on
 * `empires.matchmaking.events`), asked for over the same request/reply as the rest of
 * matchmaking. Only the organizer manages a tournament; players register and withdraw themselves.
 */
/** The formats, in the order an organizer's refusal lists them; the gateway serves them as an enum. */
export const TOURNAMENT_FORMATS = [
  'swiss',
  'round-robin',
  'single-elimination',
  'double-elimination',
  'pods',
  'arena',
] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];
export type TournamentStatus = 'draft' | 'registration' | 'running' | 'finished' | 'cancelled';
export type AdvanceMode = 'manual' | 'auto';

export interface TournamentSettingsInput {
  readonly name: string;
  readonly ruleset: string;
  readonly format: TournamentFormat;
  /** Seats per game: 2 for the two-player formats, 3 to 6 for pods. */
  readonly tableSize?: number;
  /** Swiss (default: log2 of the entrants, rounded up; ends sooner once every pairing left would be a rematch) and pods (default 3). */
  readonly rounds?: number;
  /** The ruleset's `roundLimit` game option: a game still running after it ends by the ruleset's scoring. */
  readonly roundLimit?: number;
  /** Further game options of the ruleset, the same for every game; checked at creation against the ruleset's options schema, as each game's creation checks them. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** `auto` (default) pairs the next round as soon as the last game of a round ends; `manual` waits for the organizer. */
  readonly advance?: AdvanceMode;
  /** Registration while the tournament runs (Swiss and pods only; on by default there). */
  readonly lateEntry?: boolean;
  readonly maxEntrants?: number;
  /**
   * Every game's time control (`ClockSettings`); a policy left out forfeits a seat on time, so a
   * no-show cannot hold a round open. Left out: no clock.
   */
  readonly clock?: unknown;
  /** ISO 8601: registration opens by itself then (a draft until; the organizer may open it sooner). */
  readonly registrationOpensAt?: string;
  /** ISO 8601: the tournament starts by itself then (the organizer may start it sooner). */
  readonly startsAt?: string;
  /**
   * With `startsAt`: entrants confirm in the last this many seconds before the start
   * (`CheckInTournament`); whoever has not is withdrawn before round 1.
   */
  readonly checkInSeconds?: number;
  /** Arena only: how long it runs, in seconds; games paired after that are not played. */
  readonly durationSeconds?: number;
  /**
   * Swiss and round robin: the tie-breaks after points, in this order, from `buchholz`,
   * `sonneborn-berger`, `wins`, `rating` (default: buchholz, sonneborn-berger, rating); registration
   * order breaks what is left.
   */
  readonly tieBreaks?: readonly string[];
}

export type TournamentRequestBody =
  | { readonly type: 'CreateTournament'; readonly payload: TournamentSettingsInput }
  | { readonly type: 'OpenTournamentRegistration'; readonly payload: { readonly tournamentId: string } }
  /** Yourself; or, for the organizer, another player (`playerId`) or a bot (`botLevel`, or `bot`: a policy). */
  | {
      readonly type: 'RegisterEntrant';
      readonly payload: {
        readonly tournamentId: string;
        readonly playerId?: string;
        readonly botLevel?: BotLevel;
        readonly bot?: string;
        readonly name?: string;
      };
    }
  /** Yourself, or for the organizer any entrant. */
  | {
      readonly type: 'WithdrawEntrant';
      readonly payload: { readonly tournamentId: string; readonly entrantId?: string };
    }
  | { readonly type: 'StartTournament'; readonly payload: { readonly tournamentId: string } }
  /** Organizer only, before the start: seeds by hand, best first; entrants not named follow by rating. */
  | {
      readonly type: 'SeedTournament';
      readonly payload: { readonly tournamentId: string; readonly seeds: readonly string[] };
    }
  /** Yourself, or for the organizer any entrant: confirms it will play (in the check-in window). */
  | {
      readonly type: 'CheckInTournament';
      readonly payload: { readonly tournamentId: string; readonly entrantId?: string };
    }
  | { readonly type: 'AdvanceTournament'; readonly payload: { readonly tournamentId: string } }
  | { readonly type: 'CancelTournament'; readonly payload: { readonly tournamentId: string; readonly reason?: string } }
  | { readonly type: 'GetTournament'; readonly payload: { readonly tournamentId: string } }
  | {
      readonly type: 'ListTournaments';
      readonly payload: { readonly status?: TournamentStatus; readonly first?: number };
    }
  /** The standings as CSV text. */
  | { readonly type: 'ExportTournamentStandings'; readonly payload: { readonly tournamentId: string } }
  /** The official results as text: `csv` (every seat of every table) or `trf` (FIDE TRF-16-like; Swiss and round robin). */
  | {
      readonly type: 'ExportTournamentResults';
      readonly payload: { readonly tournamentId: string; readonly format: 'csv' | 'trf' };
    }
  /** Organizer only: a URL told of the tournament's milestones (all of them unless listed). */
  | {
      readonly type: 'RegisterTournamentWebhook';
      readonly payload: {
        readonly tournamentId: string;
        readonly url: string;
        readonly milestones?: readonly string[];
      };
    }
  | { readonly type: 'RemoveTournamentWebhook'; readonly payload: { readonly hookId: string } }
  | { readonly type: 'ListTournamentWebhooks'; readonly payload: { readonly tournamentId: string } }
  | {
      readonly type: 'ListWebhookDeliveries';
      readonly payload: { readonly tournamentId: string; readonly first?: number };
    }
  /** Organizer only: sends a delivery again, with the same delivery id, whatever became of it. */
  | { readonly type: 'RedeliverWebhook'; readonly payload: { readonly deliveryId: string } };

export type TournamentRequestType = TournamentRequestBody['type'];

export interface EntrantView {
  readonly entrantId: string;
  readonly kind: 'player' | 'bot';
  readonly playerId?: string;
  readonly policy?: string;
  readonly name: string;
  /** The Weng-Lin ordinal (mu - 3 sigma) in the ruleset when registered: seeds and the last tie-break. */
  readonly rating: number;
  readonly status: 'active' | 'withdrawn';
  /** 0 when registered before the start; otherwise the first round it could be paired in, less one. */
  readonly joinedAfterRound: number;
  /** In a tournament with check-in: whether it has confirmed. */
  readonly checkedIn?: boolean;
}

export interface PairingSeatView {
  readonly seat: number;
  readonly entrantId: string;
  /** Finishing place in the game (1 = first), once it is over. */
  readonly rank?: number;
  /** Tournament points the game (or bye) gave. */
  readonly points?: number;
}

export interface PairingView {
  readonly round: number;
  readonly table: number;
  /** `game`: a game was created; `bye`: a free round; `walkover`: an elimination match decided without a game. */
  readonly kind: 'game' | 'bye' | 'walkover';
  readonly gameId?: string;
  readonly seats: readonly PairingSeatView[];
  readonly status: 'playing' | 'finished';
  readonly reason?: string;
  /** Elimination formats: the bracket match (winners' rounds first, then the grand final, then the losers' rounds). */
  readonly bracket?: { readonly round: number; readonly match: number };
}

export interface RoundView {
  readonly round: number;
  readonly status: 'playing' | 'closed';
  readonly pairings: readonly PairingView[];
}

export interface TieBreakView {
  /** `buchholz`, `sonneborn-berger`, `head-to-head`, `rating`, `eliminated-in-round`, `seed`. */
  readonly name: string;
  readonly value: number;
}

export interface StandingView {
  readonly place: number;
  readonly entrantId: string;
  readonly name: string;
  readonly kind: 'player' | 'bot';
  readonly status: 'active' | 'withdrawn';
  readonly points: number;
  /** In the order they were applied after points. */
  readonly tieBreaks: readonly TieBreakView[];
  readonly games: number;
  readonly wins: number;
  readonly byes: number;
}

export interface TournamentView {
  readonly tournamentId: string;
  readonly name: string;
  readonly organizer: string;
  readonly ruleset: string;
  readonly format: TournamentFormat;
  readonly status: TournamentStatus;
  readonly tableSize: number;
  /** Rounds planned, once known (elimination brackets: unknown until they end). */
  readonly rounds?: number;
  readonly currentRound: number;
  readonly advance: AdvanceMode;
  readonly lateEntry: boolean;
  readonly roundLimit?: number;
  readonly options: Readonly<Record<string, unknown>>;
  /** Every game's clock (`ClockSettings`), when the tournament is timed. */
  readonly clock?: Readonly<Record<string, unknown>>;
  readonly maxEntrants: number;
  readonly entrants: readonly EntrantView[];
  readonly roundsPlayed: readonly RoundView[];
  readonly standings: readonly StandingView[];
  readonly champion?: string;
  /** How the standings are ordered, in words. */
  readonly tieBreakRule: string;
  /** ISO 8601, when set: registration opens by itself. */
  readonly registrationOpensAt?: string;
  /** ISO 8601, when set: the tournament starts by itself. */
  readonly startsAt?: string;
  /** ISO 8601: when check-in opens (`checkInSeconds` before the start), when there is one. */
  readonly checkInOpensAt?: string;
  /** Arena: when it ends (once started) and how long it runs. */
  readonly endsAt?: string;
  readonly durationSeconds?: number;
  /** Seeds set by hand before the start, best first (after the start, `seeds` orders the entrants). */
  readonly manualSeeds?: readonly string[];
}

/** A tournament in a list: what names it and where it stands, with its entrants counted. */
export interface TournamentSummary
  extends Pick<
    TournamentView,
    'tournamentId' | 'name' | 'organizer' | 'ruleset' | 'format' | 'status' | 'currentRound'
  > {
  readonly entrants: number;
  readonly createdAt: string;
}

/** A URL an organizer registered for a tournament's milestones. */
export interface WebhookView {
  readonly hookId: string;
  readonly tournamentId: string;
  readonly url: string;
  /** `registration-opened`, `round-paired`, `game-finished`, `standings-changed`, `event-finished`. */
  readonly milestones: readonly string[];
  readonly createdAt: string;
  /** The signing secret: shown once, when the hook is registered. */
  readonly secret?: string;
}

/** One milestone owed to one hook, and what became of it. */
export interface WebhookDeliveryView {
  /** The `X-Empires-Delivery` header: the same on every attempt, so a receiver can drop repeats. */
  readonly deliveryId: string;
  readonly hookId: string;
  readonly milestone: string;
  /** `pending` (to be tried, again or for the first time), `delivered` (a 2xx answer) or `failed` (out of attempts). */
  readonly status: 'pending' | 'delivered' | 'failed';
  readonly attempts: number;
  /** The receiver's HTTP status at the last attempt. */
  readonly lastStatus?: number;
  readonly lastError?: string;
  readonly createdAt: string;
  readonly deliveredAt?: string;
  readonly nextAttemptAt?: string;
}
