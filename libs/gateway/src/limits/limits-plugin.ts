import type { Player } from '../auth/player';
import { scopeRefusal } from '../auth/scopes';
import { rootFields } from '../root-fields';
import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type Source,
  type ValidationContext,
} from 'graphql';
import { queryLimits } from './query-limits';
import { limitMutation, type RateLimits } from './rate-limits';

/** Aliases and directives per operation: a client needs a handful; thousands only amplify a request. */
export const MAX_ALIASES = 30;
export const MAX_DIRECTIVES = 20;
/** Tokens per document (the parser stops there): far above any real operation, far below 64 KiB of braces. */
export const MAX_TOKENS = 5_000;

// GraphQL Armor's rules report to the validation context instead of throwing.
const report = {
  propagateOnRejection: false,
  exposeLimits: true,
  onReject: [(c: ValidationContext | null, e: GraphQLError) => c?.reportError(e)],
};
const rules = [
  queryLimits(),
  maxAliasesRule({ n: MAX_ALIASES, ...report }),
  maxDirectivesRule({ n: MAX_DIRECTIVES, ...report }),
];
const tooComplex = (error: GraphQLError) =>
  new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: 'QUERY_TOO_COMPLEX' } });

const measured = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, GraphQLError | null>>();

/**
 * The first limit an operation breaks, if any. The limits read the document alone (never the
 * variables), and Apollo hands a repeated query string the same parsed document: each is
 * measured once.
 */
export function limitError(schema: GraphQLSchema, document: DocumentNode): GraphQLError | undefined {
  const bySchema = measured.get(schema) ?? new WeakMap<DocumentNode, GraphQLError | null>();
  measured.set(schema, bySchema);
  let error = bySchema.get(document);
  if (error === undefined) {
    const first = validate(schema, document, rules)[0];
    bySchema.set(document, (error = first ? tooComplex(first) : null));
  }
  return error ?? undefined;
}

/**
 * Applies the limits to HTTP operations. A plugin, not a validation rule, because Apollo
 * renames every validation error's code to GRAPHQL_VALIDATION_FAILED.
 */
export const limitsPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document }) {
        const error = limitError(schema, document);
        if (error)
          throw new GraphQLError(error.message, { extensions: { code: error.extensions.code, http: { status: 400 } } });
      },
    };
  },
};

/** Who sent a graphql-ws operation: its connection's address and the player it acts for. */
export interface SocketCaller {
  readonly address?: string;
  readonly player?: Player;
}

/**
 * Checks any operation sent over graphql-ws, not only subscriptions: graphql-ws runs queries and
 * mutations too, so a socket that skipped a check would be a way around it. Checked as Apollo
 * checks an HTTP operation, and answered the way it answers: a
 * document past the token cap or not parsing (GRAPHQL_PARSE_FAILED), one the schema refuses
 * (GRAPHQL_VALIDATION_FAILED), then the limits, the caller's token scopes and, for a mutation, the
 * rate limits (RATE_LIMITED: the same limiter as HTTP's, so a client gains nothing by switching
 * doors). The errors go to the client on the operation, the connection left open; nothing is
 * left for graphql-ws to parse without the cap.
 */
export async function limitSocketOperation(
  schema: GraphQLSchema,
  rateLimits: RateLimits,
  payload: { readonly query: string; readonly operationName?: string | null },
  caller: SocketCaller = {},
): Promise<GraphQLError[] | undefined> {
  let document: DocumentNode;
  try {
    document = parse(payload.query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    return [coded(error instanceof GraphQLError ? error : new GraphQLError(String(error)), 'GRAPHQL_PARSE_FAILED')];
  }
  const invalid = validate(schema, document);
  if (invalid.length > 0) return invalid.map((e) => coded(e, 'GRAPHQL_VALIDATION_FAILED'));
  const error =
    limitError(schema, document) ??
    document.definitions
      .flatMap((d) =>
        d.kind === Kind.OPERATION_DEFINITION ? [scopeRefusal(caller.player, d.operation, rootFields(document, d))] : [],
      )
      .find((refusal) => refusal !== undefined);
  if (error) return [error as GraphQLError];
  // The operation graphql-ws will run; without one (several and none named) it answers itself.
  const operation = getOperationAST(document, payload.operationName);
  if (!operation) return undefined;
  try {
    await limitMutation(rateLimits, document, operation, caller);
  } catch (refusal) {
    if (refusal instanceof GraphQLError) return [withoutHttp(refusal)];
    throw refusal;
  }
  return undefined;
}

/**
 * How graphql-ws parses an operation once `limitSocketOperation` has let it through: with the same
 * cap, and without locations. A subscription's document lives as long as the subscription, and
 * with locations every token of it does too: about 3 KB per idle subscriber in heap snapshots of a
 * gateway holding 2,000. Parse and validation errors keep their locations: they come from
 * `limitSocketOperation`'s parse. An error a resolver raises later comes without.
 */
export const parseOperation = (source: string | Source): DocumentNode =>
  parse(source, { noLocation: true, maxTokens: MAX_TOKENS });

/** The error with a code in its extensions, its message and locations as they were. */
const coded = (error: GraphQLError, code: string): GraphQLError =>
  new GraphQLError(error.message, {
    source: error.source,
    positions: error.positions,
    nodes: error.nodes,
    originalError: error.originalError,
    extensions: { ...error.extensions, code },
  });

/** The error without the status and headers meant for an HTTP answer. */
const withoutHttp = (error: GraphQLError): GraphQLError => {
  const { http: _http, ...extensions } = error.extensions;
  return new GraphQLError(error.message, { extensions });
};
