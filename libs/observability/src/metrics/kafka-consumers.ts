import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Consumer, ConsumerConfig, Kafka } from 'kafkajs';

export interface KafkaConsumerMetrics {
  readonly lag: Gauge<'group' | 'topic' | 'partition'>;
  readonly consumed: Counter<'group' | 'topic'>;
  readonly batchSeconds: Histogram<'group' | 'topic'>;
}

export function kafkaConsumerMetrics(registry: Registry): KafkaConsumerMetrics {
  return {
    lag: new Gauge({
      name: 'empires_kafka_consumer_lag_messages',
      help: 'Messages behind the end of the partition, as of the last batch this member handled',
      labelNames: ['group', 'topic', 'partition'],
      registers: [registry],
    }),
    consumed: new Counter({
      name: 'empires_kafka_consumed_messages_total',
      help: 'Messages handled by the consumer group',
      labelNames: ['group', 'topic'],
      registers: [registry],
    }),
    batchSeconds: new Histogram({
      name: 'empires_kafka_batch_seconds',
      help: 'Time to handle one fetched batch',
      labelNames: ['group', 'topic'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
  };
}

/**
 * Every consumer the client makes reports its batches: kafkajs works out each batch's lag and
 * duration anyway and tells its instrumentation listeners, so this costs a few map look-ups a
 * batch, nothing per message. A rebalance forgets the partitions' lag, which another member
 * may now report.
 */
export function instrumentConsumers(kafka: Kafka, metrics: KafkaConsumerMetrics): Kafka {
  const create = kafka.consumer.bind(kafka);
  kafka.consumer = (config: ConsumerConfig): Consumer => {
    const consumer = create(config);
    const group = config.groupId;
    const reported = new Map<string, { group: string; topic: string; partition: string }>();
    consumer.on(consumer.events.END_BATCH_PROCESS, ({ payload }) => {
      const labels = { group, topic: payload.topic, partition: String(payload.partition) };
      reported.set(`${labels.topic}:${labels.partition}`, labels);
      metrics.lag.set(labels, Number(payload.offsetLag));
      metrics.consumed.inc({ group, topic: payload.topic }, payload.batchSize);
      metrics.batchSeconds.observe({ group, topic: payload.topic }, payload.duration / 1000);
    });
    consumer.on(consumer.events.GROUP_JOIN, () => {
      for (const labels of reported.values()) metrics.lag.remove(labels);
      reported.clear();
    });
    return consumer;
  };
  return kafka;
}
