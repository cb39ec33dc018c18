import type { Kafka } from 'kafkajs';
import { ReplyListener } from './reply-listener';

describe('ReplyListener.wait', () => {
  it('rejects a reply that never came without ending the process before the caller awaits it', async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const listener = new ReplyListener<{ id: string }>(
        {} as Kafka,
        { name: 't', partitions: 1 } as never,
        (r) => r.id,
      );
      const reply = listener.wait('c1', 5);
      // The send outlasts the timeout (a broker down): the reply is awaited only afterwards.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      await expect(reply).rejects.toThrow('no reply to c1 within 5 ms');
    } finally {
      process.off('unhandledRejection', note);
    }
  });
});
