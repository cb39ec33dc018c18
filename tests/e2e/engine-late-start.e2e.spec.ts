import type { Actor } from '@empires/contracts';
import { CommandClient } from '@empires/messaging';
import { uniqueName } from '@empires/testing';
import { testStack } from './support/stack';

const alice: Actor = { kind: 'player', playerId: 'alice' };

// An engine group that has committed nothing for a partition (a first start, or a restart
// before the first commit) must read it from its start: commands wait in Kafka for an engine.
describe('engine: commands sent while no engine runs', () => {
  it('answers every command posted before the engine started', async () => {
    const stack = await testStack();
    const client = new CommandClient(stack.kafka, stack.topics);
    await client.start();
    try {
      const commands = Array.from({ length: 12 }, () =>
        client.envelope(
          uniqueName('game'),
          'CreateGame',
          { ruleset: 'dice-race', seats: [{ kind: 'player', playerId: 'alice' }], options: {}, start: true },
          alice,
        ),
      );
      const answers = Promise.all(commands.map((c) => client.wait(c.commandId, 60_000)));
      await client.post(commands);
      await stack.startEngine();
      expect((await answers).map((r) => r.status)).toEqual(commands.map(() => 'accepted'));
    } finally {
      await client.stop();
      await stack.close();
    }
  });
});
