import { allTopics, topicConfig, type TopicSpec } from '@empires/contracts';
import type { Kafka } from 'kafkajs';

/** Creates the missing topics of the contract list; existing ones are left as they are. */
export async function ensureTopics(kafka: Kafka, specs: readonly TopicSpec[] = allTopics()): Promise<string[]> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = specs.filter((s) => !existing.has(s.name));
    if (missing.length > 0) {
      await admin.createTopics({
        waitForLeaders: false,
        topics: missing.map((s) => ({
          topic: s.name,
          numPartitions: s.partitions,
          replicationFactor: 1,
          configEntries: Object.entries(topicConfig(s)).map(([name, value]) => ({ name, value })),
        })),
      });
      for (const spec of missing) await untilAnswered(() => admin.fetchTopicOffsets(spec.name));
    }
    return missing.map((s) => s.name);
  } finally {
    await admin.disconnect();
  }
}

/**
 * A fresh KRaft broker answers with transient errors for a while: a new topic is first
 * UNKNOWN_TOPIC, then reports leaders before its partitions serve reads (NOT_LEADER); the
 * offsets topic behind group coordinators is created on first use (NOT_COORDINATOR).
 * kafkajs gives up on some of these, so setup asks again until the request is answered.
 */
async function untilAnswered(request: () => Promise<unknown>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await request();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Whether the broker answers an admin request right now. */
export async function kafkaIsUp(kafka: Kafka): Promise<boolean> {
  const admin = kafka.admin({ retry: { retries: 0 } });
  try {
    await admin.connect();
    await admin.describeCluster();
    return true;
  } catch {
    return false;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/**
 * Asks for a group coordinator until one answers. On a fresh broker this creates the
 * offsets topic, so the first real consumer group does not race its creation.
 */
export async function warmUpGroupCoordinator(kafka: Kafka, topic: string): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    await untilAnswered(() => admin.fetchOffsets({ groupId: 'empires.warmup', topics: [topic] }));
  } finally {
    await admin.disconnect();
  }
}
