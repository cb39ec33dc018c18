import type { EventEnvelope, TopicSpec } from '@empires/contracts';
import { toEnvelope, type EventStore } from '@empires/eventstore';
import { consume } from '@empires/messaging';
import { uniqueName, waitFor } from '@empires/testing';
import type { Kafka } from 'kafkajs';

/** What a game's stream in the engine's store says of the run: holes in its seqs, commands applied twice. */
export interface StreamAudit {
  readonly events: number;
  readonly finished: boolean;
  /** Seqs that do not follow 1, 2, 3, ... */
  readonly gaps: readonly number[];
  /** Command ids whose events are not one block: a command decided twice. */
  readonly appliedTwice: readonly string[];
}

export function auditStream(events: readonly EventEnvelope[]): StreamAudit {
  const gaps = events.filter((e, i) => e.seq !== i + 1).map((e) => e.seq);
  const blocks = new Map<string, number>();
  events.forEach((e, i) => {
    if (i === 0 || events[i - 1].causationId !== e.causationId)
      blocks.set(e.causationId, (blocks.get(e.causationId) ?? 0) + 1);
  });
  return {
    events: events.length,
    finished: events.some((e) => e.type === 'SeedRevealed'),
    gaps,
    appliedTwice: [...blocks].filter(([, n]) => n > 1).map(([id]) => id),
  };
}

/** Each game's stream as the engine stored it. */
export async function readStreams(store: EventStore, gameIds: readonly string[]) {
  const streams = new Map<string, readonly EventEnvelope[]>();
  for (const id of gameIds) streams.set(id, (await store.readStream(id)).map(toEnvelope));
  return streams;
}

/** What the events topic holds of the streams: each (stream, seq) missing, and copies beyond the first. */
export interface TopicAudit {
  readonly missing: number;
  readonly duplicates: number;
}

/**
 * Reads the events topic from its start with a group of its own until every stored event of the
 * given streams has been seen on it (or `timeoutMs` passes), counting what is missing and what came twice.
 */
export async function auditTopic(
  kafka: Kafka,
  topic: TopicSpec,
  streams: ReadonlyMap<string, readonly EventEnvelope[]>,
  timeoutMs = 60_000,
): Promise<TopicAudit> {
  const copies = new Map<string, number>();
  const consumer = await consume<EventEnvelope>(
    kafka,
    { groupId: uniqueName('chaos.audit'), topics: [topic] },
    async (batch) => {
      for (const m of batch)
        if (streams.has(m.value.streamId)) {
          const key = `${m.value.streamId}#${m.value.seq}`;
          copies.set(key, (copies.get(key) ?? 0) + 1);
        }
    },
  );
  const expected = [...streams].flatMap(([id, events]) => events.map((e) => `${id}#${e.seq}`));
  const missing = () => expected.filter((key) => !copies.has(key)).length;
  try {
    await waitFor(() => missing() === 0, timeoutMs, 'every stored event on the topic').catch(() => undefined);
    return { missing: missing(), duplicates: [...copies.values()].reduce((sum, n) => sum + n - 1, 0) };
  } finally {
    await consumer.disconnect();
  }
}
