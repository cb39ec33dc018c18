import type { CommandResult, EventEnvelope } from '@empires/contracts';
import { CommandClient } from '@empires/messaging';
import type { Consumer } from 'kafkajs';
import { collectPublished } from './published-events';
import { testStack, type TestStack } from './stack';
import { closeOnFailure } from './start-up';

/** The engine's test stack with a command client, and every event the engine publishes as it is read. */
export interface EngineStack {
  readonly base: TestStack;
  readonly commands: CommandClient;
  /** The events topic so far, in the order read (after a crash, some events more than once). */
  readonly published: readonly EventEnvelope[];
  close(): Promise<void>;
}

/** `onResult`: called with every result the engine answers, whether or not the test waits for it. */
export async function engineStack(onResult?: (result: CommandResult) => void): Promise<EngineStack> {
  const base = await testStack();
  const commands = new CommandClient(base.kafka, base.topics, { onResult });
  const published: EventEnvelope[] = [];
  let events: Consumer | undefined;
  const stack: EngineStack = {
    base,
    commands,
    published,
    async close() {
      await events?.disconnect();
      await commands.stop();
      await base.close();
    },
  };
  await closeOnFailure(stack, async () => {
    await commands.start();
    events = await collectPublished(base, published);
  });
  return stack;
}
