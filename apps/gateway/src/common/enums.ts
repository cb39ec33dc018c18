import { registerEnumType } from '@nestjs/graphql';
import { ErrorCodes } from '@empires/gateway';

// Fixed sets as GraphQL enums: a client's generated types name every case. Each value stands
// for the lower-case word the services use (`FINISHED` is 'finished'), so nothing behind the
// door changes.

export enum GameStatus {
  OPEN = 'open',
  PLAYING = 'playing',
  FINISHED = 'finished',
  ABORTED = 'aborted',
}
registerEnumType(GameStatus, {
  name: 'GameStatus',
  description: 'Where a game is in its life.',
  valuesMap: {
    OPEN: { description: 'Created; seats are being taken.' },
    PLAYING: { description: 'Started; moves are being played.' },
    FINISHED: { description: 'Over, with an outcome.' },
    ABORTED: { description: 'Ended by its creator (or the system) with no winner.' },
  },
});

export enum SeatKind {
  OPEN = 'open',
  RESERVED = 'reserved',
  PLAYER = 'player',
  BOT = 'bot',
}
registerEnumType(SeatKind, {
  name: 'SeatKind',
  description: 'Who holds a seat.',
  valuesMap: {
    OPEN: { description: 'Nobody yet: anyone may join it.' },
    RESERVED: { description: 'Kept for one player until the start.' },
    PLAYER: { description: 'A player.' },
    BOT: { description: 'A built-in bot.' },
  },
});

export enum NewSeatKind {
  OPEN = 'open',
  ME = 'me',
  RESERVED = 'reserved',
  BOT = 'bot',
}
registerEnumType(NewSeatKind, {
  name: 'NewSeatKind',
  description: 'A seat of a game being created.',
  valuesMap: {
    OPEN: { description: 'Anyone may join it.' },
    ME: { description: 'The creator sits here.' },
    RESERVED: { description: 'Kept for `playerId`.' },
    BOT: { description: 'A built-in bot plays it (`level`).' },
  },
});

export enum TableStatus {
  OPEN = 'open',
  STARTED = 'started',
}
registerEnumType(TableStatus, { name: 'TableStatus', description: 'Whether a table is still seating players.' });

export enum TournamentFormat {
  SWISS = 'swiss',
  ROUND_ROBIN = 'round-robin',
  SINGLE_ELIMINATION = 'single-elimination',
  DOUBLE_ELIMINATION = 'double-elimination',
  PODS = 'pods',
  ARENA = 'arena',
}
registerEnumType(TournamentFormat, {
  name: 'TournamentFormat',
  description: 'How a tournament pairs its rounds.',
  valuesMap: {
    SWISS: { description: 'Two seats; each round pairs entrants of equal points, no rematches.' },
    ROUND_ROBIN: { description: 'Two seats; everyone meets everyone once.' },
    SINGLE_ELIMINATION: { description: 'Two seats; a seeded bracket, a loss and you are out.' },
    DOUBLE_ELIMINATION: { description: 'Two seats; a seeded bracket, out after a second loss.' },
    PODS: { description: '3 to 6 seats; tables grouped by points, avoiding repeat opponents.' },
    ARENA: {
      description:
        '2 to 6 seats, for a set duration: whoever finishes a game is paired again as soon as a table is free, by score and rating; streaks of wins score double.',
    },
  },
});

export enum ResultsFormat {
  CSV = 'csv',
  TRF = 'trf',
}
registerEnumType(ResultsFormat, {
  name: 'ResultsFormat',
  description: 'How the official results of a tournament are written.',
  valuesMap: {
    CSV: { description: 'CSV, a row per seat of every table (any format).' },
    TRF: { description: 'FIDE TRF-16-like text (Swiss and round robin).' },
  },
});

export enum TournamentStatus {
  DRAFT = 'draft',
  REGISTRATION = 'registration',
  RUNNING = 'running',
  FINISHED = 'finished',
  CANCELLED = 'cancelled',
}
registerEnumType(TournamentStatus, { name: 'TournamentStatus', description: 'Where a tournament is in its life.' });

export enum AdvanceMode {
  AUTO = 'auto',
  MANUAL = 'manual',
}
registerEnumType(AdvanceMode, {
  name: 'AdvanceMode',
  description: 'When the next round is paired.',
  valuesMap: {
    AUTO: { description: 'As soon as the last game of a round ends.' },
    MANUAL: { description: 'When the organizer advances the tournament.' },
  },
});

export enum EntrantKind {
  PLAYER = 'player',
  BOT = 'bot',
}
registerEnumType(EntrantKind, { name: 'EntrantKind', description: 'A player, or a bot the bot-runner plays.' });

export enum EntrantStatus {
  ACTIVE = 'active',
  WITHDRAWN = 'withdrawn',
}
registerEnumType(EntrantStatus, { name: 'EntrantStatus', description: 'Whether an entrant is still in.' });

export enum PairingKind {
  GAME = 'game',
  BYE = 'bye',
  WALKOVER = 'walkover',
}
registerEnumType(PairingKind, {
  name: 'PairingKind',
  description: 'What a table of a round is.',
  valuesMap: {
    GAME: { description: 'A game is played.' },
    BYE: { description: 'A free round for one entrant.' },
    WALKOVER: { description: 'An elimination match decided without a game (an entrant withdrew).' },
  },
});

export enum PlayStatus {
  PLAYING = 'playing',
  FINISHED = 'finished',
}
registerEnumType(PlayStatus, { name: 'PlayStatus', description: 'Whether a pairing is still being played.' });

export enum RoundStatus {
  PLAYING = 'playing',
  CLOSED = 'closed',
}
registerEnumType(RoundStatus, { name: 'RoundStatus', description: 'Whether a round still has games running.' });

/** The codes of `extensions.code`, as an enum a client can generate from (see `serverInfo`). */
export enum ErrorCode {
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  NOT_YOUR_TURN = 'NOT_YOUR_TURN',
  ILLEGAL_ACTION = 'ILLEGAL_ACTION',
  VERSION_CONFLICT = 'VERSION_CONFLICT',
  GAME_FINISHED = 'GAME_FINISHED',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX',
  RATE_LIMITED = 'RATE_LIMITED',
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
}
registerEnumType(ErrorCode, {
  name: 'ErrorCode',
  description:
    "The `extensions.code` of an error. A ruleset's or service's own code, when there is one, is in `extensions.reason`.",
  valuesMap: {
    UNAUTHENTICATED: { description: 'No token, or one that does not check out.' },
    FORBIDDEN: { description: 'Not yours to do (another seat, not the creator or organizer).' },
    NOT_FOUND: { description: 'No such game, table, tournament or player.' },
    BAD_USER_INPUT: { description: 'Malformed input; the message names the path and what was expected.' },
    NOT_YOUR_TURN: { description: 'The seat may not act now.' },
    ILLEGAL_ACTION: { description: 'The rules forbid it now (`extensions.reason` says which rule).' },
    VERSION_CONFLICT: { description: 'The game moved on from the version you acted on: look again and retry.' },
    GAME_FINISHED: { description: 'The game is over.' },
    PAYLOAD_TOO_LARGE: { description: 'The request body is over 64 KiB.' },
    QUERY_TOO_COMPLEX: {
      description: 'The operation is nested too deeply, costs too much, or has too many aliases, directives or tokens.',
    },
    RATE_LIMITED: {
      description: 'Too many requests for now (HTTP 429): try again after `extensions.retryAfterMs`.',
    },
    SERVICE_UNAVAILABLE: { description: 'A service behind the gateway did not answer in time: retry.' },
  },
});

// The enum and the codes the gateway maps to must be the same set.
const declared = Object.values(ErrorCode).sort().join();
if (declared !== Object.values(ErrorCodes).sort().join()) throw new Error('ErrorCode and ErrorCodes differ');

export enum BotLevel {
  EASY = 'easy',
  MEDIUM = 'medium',
  HARD = 'hard',
}
registerEnumType(BotLevel, {
  name: 'BotLevel',
  description: 'How strongly a built-in bot plays; each ruleset says how each level plays it (`botLevels`).',
  valuesMap: {
    EASY: { description: 'Random or near-random play: a first opponent.' },
    MEDIUM: { description: "Rules of thumb for the ruleset's own plans." },
    HARD: { description: 'Search, within a time budget fit for live play.' },
  },
});
