import { replyPartition } from './reply-to';

describe('replyPartition', () => {
  const topic = { name: 't', partitions: 6, keepForever: false };

  it('names the partition a request asks for', () => {
    expect(replyPartition({ replyTo: { partition: 0 } }, topic)).toBe(0);
    expect(replyPartition({ replyTo: { partition: 5 } }, topic)).toBe(5);
  });

  it('leaves the choice to the key for old requests and partitions the topic lacks', () => {
    for (const request of [
      {},
      null,
      { replyTo: null },
      { replyTo: { partition: 6 } },
      { replyTo: { partition: -1 } },
      { replyTo: { partition: 1.5 } },
      { replyTo: { partition: '2' } },
    ])
      expect(replyPartition(request, topic)).toBeUndefined();
  });
});
