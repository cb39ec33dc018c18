import type { EventEnvelope } from '@empires/contracts';
import { consume } from '@empires/messaging';
import { uniqueName } from '@empires/testing';
import type { Consumer } from 'kafkajs';
import type { TestStack } from './stack';

/** Pushes into `into` every event the engine publishes on the stack's events topic, read by a group of the test's own. */
export const collectPublished = (stack: TestStack, into: EventEnvelope[]): Promise<Consumer> =>
  consume<EventEnvelope>(
    stack.kafka,
    { groupId: uniqueName('test.events'), topics: [stack.topics.gameEvents] },
    async (batch) => {
      into.push(...batch.map((m) => m.value));
    },
  );
