/** Stable codes of the query protocol; the gateway maps them to GraphQL errors once. */
export const QueryCodes = {
  notFound: 'NOT_FOUND',
  forbidden: 'FORBIDDEN',
  badInput: 'BAD_USER_INPUT',
  unknownRuleset: 'UNKNOWN_RULESET',
  notFinished: 'NOT_FINISHED',
  internal: 'INTERNAL',
} as const;

export type QueryCode = (typeof QueryCodes)[keyof typeof QueryCodes];

/** A query refused for a reason the asker can act on. */
export class QueryError extends Error {
  constructor(
    readonly code: QueryCode,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (gameId: string): QueryError => new QueryError(QueryCodes.notFound, `no game ${gameId}`);
export const badInput = (message: string): QueryError => new QueryError(QueryCodes.badInput, message);
