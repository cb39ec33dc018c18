import { createKafka, kafkaSettings } from '@empires/messaging';
import { Database, openServiceDatabase, type ServiceDatabaseOpener } from '@empires/database';
import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import {
  createLogger,
  createMetricsRegistry,
  instrumentConsumers,
  kafkaConsumerMetrics,
  kafkaLogCreator,
  startTracing,
} from '@empires/observability';
import { Kafka } from 'kafkajs';
import { Registry } from 'prom-client';
import { HealthController } from './health.controller';
import { MetricsController } from './metrics.controller';
import { HealthService } from './health.service';
import { SERVICE_NAME } from './tokens';

/** Flushes and stops tracing (nothing to do when it is off). */
const STOP_TRACING = Symbol('STOP_TRACING');

/**
 * Kafka client, the service's own PostgreSQL schema (migrated on start, worked in as the service's
 * own role), `/health` and `/metrics` (the registry is there for the service's own metrics), and
 * tracing when an OTLP endpoint is configured (made first: it must be on before any span).
 */
@Module({})
export class InfrastructureModule implements OnApplicationShutdown {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(STOP_TRACING) private readonly stopTracing: () => Promise<void>,
  ) {}

  /** `database`: how the service opens its schema; its `service` also names the Kafka client, metrics and traces. */
  static forService(database: ServiceDatabaseOpener): DynamicModule {
    const { service } = database;
    return {
      module: InfrastructureModule,
      global: true,
      controllers: [HealthController, MetricsController],
      providers: [
        HealthService,
        { provide: SERVICE_NAME, useValue: service },
        { provide: STOP_TRACING, useFactory: () => startTracing(service) },
        { provide: Registry, useFactory: () => createMetricsRegistry(service) },
        {
          provide: Kafka,
          inject: [Registry],
          useFactory: (registry: Registry) =>
            instrumentConsumers(
              createKafka(kafkaSettings(service), false, kafkaLogCreator(createLogger(service))),
              kafkaConsumerMetrics(registry),
            ),
        },
        { provide: Database, useFactory: () => openServiceDatabase(database.fromEnv()) },
      ],
      exports: [SERVICE_NAME, Kafka, Database, HealthService, Registry],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.db.close();
    await this.stopTracing();
  }
}
