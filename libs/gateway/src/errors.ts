import { GraphQLError } from 'graphql';

/** The codes clients may switch on, in `extensions.code`. */
export const ErrorCodes = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  badInput: 'BAD_USER_INPUT',
  notYourTurn: 'NOT_YOUR_TURN',
  illegalAction: 'ILLEGAL_ACTION',
  versionConflict: 'VERSION_CONFLICT',
  gameFinished: 'GAME_FINISHED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  tooComplex: 'QUERY_TOO_COMPLEX',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

export const gqlError = (code: ErrorCode, message: string, reason?: string): GraphQLError =>
  new GraphQLError(message, { extensions: reason && reason !== code ? { code, reason } : { code } });

/**
 * Engine, history and ruleset codes onto the public set, once, here at the edge. The
 * original stays in `extensions.reason` (e.g. a ruleset's own `NOT_ENOUGH_ARMIES`).
 */
const publicCode: Readonly<Record<string, ErrorCode>> = {
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  MALFORMED_COMMAND: 'BAD_USER_INPUT',
  UNKNOWN_COMMAND: 'BAD_USER_INPUT',
  UNKNOWN_RULESET: 'BAD_USER_INPUT',
  ALREADY_EXISTS: 'BAD_USER_INPUT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  VERSION_CONFLICT: 'VERSION_CONFLICT',
  GAME_FINISHED: 'GAME_FINISHED',
  NOT_FINISHED: 'ILLEGAL_ACTION',
  NOT_STARTED: 'ILLEGAL_ACTION',
  ALREADY_STARTED: 'ILLEGAL_ACTION',
  SEAT_TAKEN: 'ILLEGAL_ACTION',
  ALREADY_OFFERED: 'ILLEGAL_ACTION',
  INTERNAL: 'SERVICE_UNAVAILABLE',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  ALREADY_QUEUED: 'BAD_USER_INPUT',
  NOT_QUEUED: 'BAD_USER_INPUT',
  NAME_TAKEN: 'BAD_USER_INPUT',
  UNKNOWN_BOT_LEVEL: 'BAD_USER_INPUT',
  BOT_LEVEL_NOT_OFFERED: 'BAD_USER_INPUT',
  ALREADY_SEATED: 'BAD_USER_INPUT',
  TABLE_FULL: 'ILLEGAL_ACTION',
  ALREADY_REGISTERED: 'BAD_USER_INPUT',
  NOT_REGISTERED: 'BAD_USER_INPUT',
  ALREADY_OPEN: 'ILLEGAL_ACTION',
  NOT_OPEN: 'ILLEGAL_ACTION',
  REGISTRATION_CLOSED: 'ILLEGAL_ACTION',
  TOURNAMENT_FULL: 'ILLEGAL_ACTION',
  TOO_FEW_ENTRANTS: 'ILLEGAL_ACTION',
  ROUND_IN_PROGRESS: 'ILLEGAL_ACTION',
  TOURNAMENT_OVER: 'ILLEGAL_ACTION',
  CHECK_IN_CLOSED: 'ILLEGAL_ACTION',
  ALREADY_CHECKED_IN: 'BAD_USER_INPUT',
};

export const fromBackend = (code: string, message: string): GraphQLError =>
  gqlError(publicCode[code] ?? ErrorCodes.illegalAction, message, code);
