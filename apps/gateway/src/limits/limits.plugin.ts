import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { queryLimits } from './query-limits';

/** The first limit an operation breaks, if any. */
export function limitError(schema: GraphQLSchema, document: DocumentNode): GraphQLError | undefined {
  return validate(schema, document, [queryLimits()])[0];
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
        if (error) throw new GraphQLError(error.message, { extensions: { code: error.extensions.code, http: { status: 400 } } });
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
