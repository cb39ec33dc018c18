import { Partitioners, type ICustomPartitioner } from 'kafkajs';

const M = 0x5bd1e995;

/**
 * Kafka's murmur2 of a key, as the Java client and kafkajs's default partitioner compute it,
 * in 32-bit integer arithmetic. kafkajs's own works on 64-bit Long objects, a few percent of a
 * busy producer's CPU; only the low 32 bits ever reach the result, so this one is equal.
 */
export function murmur2(key: Buffer | string): number {
  const data = typeof key === 'string' ? Buffer.from(key) : key;
  const length = data.length;
  let h = 0x9747b28c ^ length;
  const whole = length & ~3;
  for (let i = 0; i < whole; i += 4) {
    let k = data[i] | (data[i + 1] << 8) | (data[i + 2] << 16) | (data[i + 3] << 24);
    k = Math.imul(k, M);
    k ^= k >>> 24;
    k = Math.imul(k, M);
    h = Math.imul(h, M) ^ k;
  }
  // The last one to three bytes, highest first (the reference falls through a switch).
  const rest = length & 3;
  if (rest === 3) h ^= data[whole + 2] << 16;
  if (rest >= 2) h ^= data[whole + 1] << 8;
  if (rest >= 1) h = Math.imul(h ^ data[whole], M);
  h ^= h >>> 13;
  h = Math.imul(h, M);
  return h ^ (h >>> 15);
}

/**
 * The default partitioner's choice for keyed messages (`murmur2(key)` made positive, modulo the
 * partition count), so other clients agree on where a game's messages go; anything else is left
 * to kafkajs's default partitioner.
 */
export const KeyPartitioner: ICustomPartitioner = () => {
  const otherwise = Partitioners.DefaultPartitioner();
  return (args) => {
    const { message, partitionMetadata } = args;
    if (message.partition !== undefined && message.partition !== null) return message.partition;
    if (message.key === undefined || message.key === null) return otherwise(args);
    return partitionFor(message.key, partitionMetadata.length);
  };
};

/** The partition of `count` a keyed message goes to, as the key partitioner chooses. */
export const partitionFor = (key: Buffer | string, count: number): number => (murmur2(key) & 0x7fffffff) % count;
