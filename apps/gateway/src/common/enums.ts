import type {
  AdvanceMode as AdvanceWord,
  BotLevel as BotLevelWord,
  TournamentFormat as FormatWord,
  TournamentStatus as StatusWord,
} from '@empires/contracts';
import { type ErrorCode as ErrorCodeWord, type EnumWord, graphqlEnum } from '@empires/gateway';

// Fixed sets as GraphQL enums: a client's generated types name every case. Each case stands for
// the word the services use (`FINISHED` is 'finished'), so nothing behind the door changes.

export const GameStatus = graphqlEnum('GameStatus', 'Where a game is in its life.', {
  open: 'Created; seats are being taken.',
  playing: 'Started; moves are being played.',
  finished: 'Over, with an outcome.',
  aborted: 'Ended by its creator (or the system) with no winner.',
});

export const SeatKind = graphqlEnum('SeatKind', 'Who holds a seat.', {
  open: 'Nobody yet: anyone may join it.',
  reserved: 'Kept for one player until the start.',
  player: 'A player.',
  bot: 'A built-in bot.',
});

export const NewSeatKind = graphqlEnum('NewSeatKind', 'A seat of a game being created.', {
  open: 'Anyone may join it.',
  me: 'The creator sits here.',
  reserved: 'Kept for `playerId`.',
  bot: 'A built-in bot plays it (`level`).',
});

export const TableStatus = graphqlEnum('TableStatus', 'Whether a table is still seating players.', ['open', 'started']);

export const TournamentFormat = graphqlEnum<FormatWord>('TournamentFormat', 'How a tournament pairs its rounds.', {
  swiss: 'Two seats; each round pairs entrants of equal points, no rematches.',
  'round-robin': 'Two seats; everyone meets everyone once.',
  'single-elimination': 'Two seats; a seeded bracket, a loss and you are out.',
  'double-elimination': 'Two seats; a seeded bracket, out after a second loss.',
  pods: '3 to 6 seats; tables grouped by points, avoiding repeat opponents.',
  arena:
    '2 to 6 seats, for a set duration: whoever finishes a game is paired again as soon as a table is free, by score and rating; streaks of wins score double.',
});

export const ResultsFormat = graphqlEnum('ResultsFormat', 'How the official results of a tournament are written.', {
  csv: 'CSV, a row per seat of every table (any format).',
  trf: 'FIDE TRF-16-like text (Swiss and round robin).',
});
export type ResultsFormat = EnumWord<typeof ResultsFormat>;

export const TournamentStatus = graphqlEnum<StatusWord>('TournamentStatus', 'Where a tournament is in its life.', [
  'draft',
  'registration',
  'running',
  'finished',
  'cancelled',
]);

export const AdvanceMode = graphqlEnum<AdvanceWord>('AdvanceMode', 'When the next round is paired.', {
  auto: 'As soon as the last game of a round ends.',
  manual: 'When the organizer advances the tournament.',
});

export const EntrantKind = graphqlEnum('EntrantKind', 'A player, or a bot the bot-runner plays.', ['player', 'bot']);

export const EntrantStatus = graphqlEnum('EntrantStatus', 'Whether an entrant is still in.', ['active', 'withdrawn']);

export const PairingKind = graphqlEnum('PairingKind', 'What a table of a round is.', {
  game: 'A game is played.',
  bye: 'A free round for one entrant.',
  walkover: 'An elimination match decided without a game (an entrant withdrew).',
});

export const PlayStatus = graphqlEnum('PlayStatus', 'Whether a pairing is still being played.', [
  'playing',
  'finished',
]);

export const RoundStatus = graphqlEnum('RoundStatus', 'Whether a round still has games running.', [
  'playing',
  'closed',
]);

/**
 * The codes of `extensions.code`, as an enum a client can generate from (see `serverInfo`):
 * typed by the codes the gateway maps to, so the two cannot differ.
 */
export const ErrorCode = graphqlEnum<ErrorCodeWord>(
  'ErrorCode',
  "The `extensions.code` of an error. A ruleset's or service's own code, when there is one, is in `extensions.reason`.",
  {
    UNAUTHENTICATED: 'No token, or one that does not check out.',
    FORBIDDEN: 'Not yours to do (another seat, not the creator or organizer).',
    NOT_FOUND: 'No such game, table, tournament or player.',
    BAD_USER_INPUT: 'Malformed input; the message names the path and what was expected.',
    NOT_YOUR_TURN: 'The seat may not act now.',
    ILLEGAL_ACTION: 'The rules forbid it now (`extensions.reason` says which rule).',
    VERSION_CONFLICT: 'The game moved on from the version you acted on: look again and retry.',
    GAME_FINISHED: 'The game is over.',
    PAYLOAD_TOO_LARGE: 'The request body is over 64 KiB.',
    QUERY_TOO_COMPLEX:
      'The operation is nested too deeply, costs too much, or has too many aliases, directives or tokens.',
    RATE_LIMITED: 'Too many requests for now (HTTP 429): try again after `extensions.retryAfterMs`.',
    SERVICE_UNAVAILABLE: 'A service behind the gateway did not answer in time: retry.',
  },
);
export type ErrorCode = EnumWord<typeof ErrorCode>;

export const BotLevel = graphqlEnum<BotLevelWord>(
  'BotLevel',
  'How strongly a built-in bot plays; each ruleset says how each level plays it (`botLevels`).',
  {
    easy: 'Random or near-random play: a first opponent.',
    medium: "Rules of thumb for the ruleset's own plans.",
    hard: 'Search, within a time budget fit for live play.',
  },
);
