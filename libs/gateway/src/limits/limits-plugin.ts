import type { Player } from '../auth/player';
import { rootFields, scopeRefusal } from '../auth/scopes';
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

/** Applies the limits, and the caller's token scopes, to graphql-ws operations (graphql-ws reports the errors to the client). */
export function limitSubscription(schema: GraphQLSchema, query: string, player?: Player): GraphQLError[] | undefined {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch {
    return undefined; // graphql-ws reports syntax errors itself
  }
  const error =
    limitError(schema, document) ??
    document.definitions
      .flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? [scopeRefusal(player, d.operation, rootFields(d))] : []))
      .find((refusal) => refusal !== undefined);
  return error ? [error as GraphQLError] : undefined;
}
