import { Kafka, logLevel, type logCreator, type Producer } from 'kafkajs';
import { KeyPartitioner } from './key-partitioner';

export interface KafkaSettings {
  readonly brokers: readonly string[];
  readonly clientId: string;
}

export const namespace = (env: NodeJS.ProcessEnv = process.env): string => env.EMPIRES_NAMESPACE ?? '';

/** Consumer groups live under the namespace too, or two namespaces' members would mix. */
export const groupId = (base: string, env: NodeJS.ProcessEnv = process.env): string =>
  namespace(env) ? `${namespace(env)}.${base}` : base;

export function kafkaSettings(clientId: string, env: NodeJS.ProcessEnv = process.env): KafkaSettings {
  return { brokers: (env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), clientId };
}

/**
 * `quiet` is for probes, where a refused connection is the expected answer; `logCreator` writes
 * kafkajs's lines where the service writes its own.
 */
export function createKafka(settings: KafkaSettings, quiet = false, logCreator?: logCreator): Kafka {
  return new Kafka({
    clientId: settings.clientId,
    brokers: [...settings.brokers],
    logLevel: quiet ? logLevel.NOTHING : logLevel.ERROR,
    ...(logCreator ? { logCreator } : {}),
    retry: { initialRetryTime: 100, retries: 8 },
  });
}

/**
 * The only way we produce: idempotent, one request in flight (so a retry cannot reorder a
 * stream), acks from all in-sync replicas, and keys choosing partitions as in every Kafka client.
 */
export async function connectProducer(kafka: Kafka): Promise<Producer> {
  const producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: false,
    createPartitioner: KeyPartitioner,
  });
  await producer.connect();
  return producer;
}
