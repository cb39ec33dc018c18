import type { Player } from '../auth/player';
import { scopeRefusal } from '../auth/scopes';
import { rootFields } from '../root-fields';
import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
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

/**
 * Checks a graphql-ws operation as Apollo checks an HTTP one, and answers the way it does: a
 * document past the token cap or not parsing (GRAPHQL_PARSE_FAILED), one the schema refuses
 * (GRAPHQL_VALIDATION_FAILED), then the limits and the caller's token scopes. The errors go to the
 * client on the subscription; nothing is left for graphql-ws to parse without the cap.
 */
export function limitSubscription(schema: GraphQLSchema, query: string, player?: Player): GraphQLError[] | undefined {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    return [coded(error instanceof GraphQLError ? error : new GraphQLError(String(error)), 'GRAPHQL_PARSE_FAILED')];
  }
  const invalid = validate(schema, document);
  if (invalid.length > 0) return invalid.map((e) => coded(e, 'GRAPHQL_VALIDATION_FAILED'));
  const error =
    limitError(schema, document) ??
    document.definitions
      .flatMap((d) =>
        d.kind === Kind.OPERATION_DEFINITION ? [scopeRefusal(player, d.operation, rootFields(document, d))] : [],
      )
      .find((refusal) => refusal !== undefined);
  return error ? [error as GraphQLError] : undefined;
}

/**
 * How graphql-ws parses an operation once `limitSubscription` has let it through: with the same
 * cap, and without locations. A subscription's document lives as long as the subscription, and
 * with locations every token of it does too: about 3 KB per idle subscriber in heap snapshots of a
 * gateway holding 2,000. Parse and validation errors keep their locations: they come from
 * `limitSubscription`'s parse. An error a resolver raises later comes without.
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
