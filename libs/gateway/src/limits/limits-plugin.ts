import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { queryLimits } from './query-limits';

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
  if (error === undefined) bySchema.set(document, (error = validate(schema, document, [queryLimits()])[0] ?? null));
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

/** Applies the limits to graphql-ws subscriptions (graphql-ws reports the errors to the client). */
export function limitSubscription(schema: GraphQLSchema, query: string): GraphQLError[] | undefined {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return undefined; // graphql-ws reports syntax errors itself
  }
  const error = limitError(schema, document);
  return error ? [error] : undefined;
}
