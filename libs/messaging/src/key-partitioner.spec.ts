import { randomBytes, randomUUID } from 'node:crypto';
import { Partitioners } from 'kafkajs';
import { KeyPartitioner, murmur2 } from './key-partitioner';

// kafkajs's own murmur2 (64-bit Long arithmetic), the reference ours must equal.
const reference = require('kafkajs/src/producer/partitioners/default/murmur2') as (key: Buffer | string) => number;

describe('murmur2 and the key partitioner', () => {
  it('equals kafkajs on keys of every length remainder, ASCII, UTF-8 and binary', () => {
    const keys: (string | Buffer)[] = ['', 'a', 'ab', 'abc', 'abcd', 'Empires', 'ünïcödé ♜ 帝国'];
    for (let i = 0; i < 500; i++) keys.push(`game-${randomUUID()}`, randomBytes(i % 67), randomUUID().slice(0, i % 37));
    for (const key of keys) expect([key, murmur2(key)]).toEqual([key, reference(key)]);
  });

  it('matches known Java-client hashes', () => {
    // From Kafka's UtilsTest.testMurmur2 (the Java client's partitioning).
    expect(murmur2(Buffer.from('21'))).toBe(-973932308);
    expect(murmur2(Buffer.from('foobar'))).toBe(-790332482);
    expect(murmur2(Buffer.from('a-little-bit-long-string'))).toBe(-985981536);
    expect(murmur2(Buffer.from('a-little-bit-longer-string'))).toBe(-1486304829);
    expect(murmur2(Buffer.from('lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8'))).toBe(-58897971);
    expect(murmur2(Buffer.from('abc'))).toBe(479470107);
  });

  it('chooses the partition kafkajs chooses for keyed messages, and the one asked for', () => {
    const ours = KeyPartitioner();
    const theirs = Partitioners.DefaultPartitioner();
    for (const partitions of [1, 3, 6, 7]) {
      const partitionMetadata = Array.from({ length: partitions }, (_, partitionId) => ({
        partitionId,
        leader: 1,
        replicas: [1],
        isr: [1],
        partitionErrorCode: 0,
      }));
      for (let i = 0; i < 200; i++) {
        const message = { key: `game-${randomUUID()}`, value: 'x' };
        expect(ours({ topic: 't', partitionMetadata, message })).toBe(
          theirs({ topic: 't', partitionMetadata, message }),
        );
      }
      expect(
        ours({ topic: 't', partitionMetadata, message: { key: 'k', value: 'x', partition: partitions - 1 } }),
      ).toBe(partitions - 1);
    }
  });
});
