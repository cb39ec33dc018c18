import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';

export type ObserveOperation = (
  labels: { type: string; operation: string; outcome: 'ok' | 'error' },
  seconds: number,
) => void;

/**
 * Times each HTTP operation, named by its type and first root field. Not by the operation name
 * the client chose: that is free text, and every new one would be a new time series.
 */
export function operationTimingPlugin(observe: ObserveOperation): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operation, errors, response }) {
          const body = response.body;
          const failed = !!errors?.length || (body.kind === 'single' && !!body.singleResult.errors?.length);
          observe(
            {
              type: operation?.operation ?? 'unknown',
              operation: rootField(operation),
              outcome: failed ? 'error' : 'ok',
            },
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
}

/** Known once the operation is validated: a field of the schema, never a client's invention. */
function rootField(operation: OperationDefinitionNode | undefined | null): string {
  const first = operation?.selectionSet.selections[0];
  return first?.kind === Kind.FIELD ? first.name.value : 'unknown';
}
