import { createKafka, kafkaSettings } from '@empires/messaging';
import {
  Database,
  defaultDatabaseUrl,
  openServiceDatabase,
  serviceDatabaseUrl,
  serviceRole,
  type Migration,
} from '@empires/database';
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

export interface InfrastructureOptions {
  /** Also the Kafka client id and the owner of `schema`. */
  readonly service: string;
  readonly schema: string;
  readonly migrations?: readonly Migration[];
  /** Services whose roles this one's migrations grant reads of its published views to. */
  readonly readers?: readonly string[];
}

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

  static forService(options: InfrastructureOptions): DynamicModule {
    return {
      module: InfrastructureModule,
      global: true,
      controllers: [HealthController, MetricsController],
      providers: [
        HealthService,
        { provide: SERVICE_NAME, useValue: options.service },
        { provide: STOP_TRACING, useFactory: () => startTracing(options.service) },
        { provide: Registry, useFactory: () => createMetricsRegistry(options.service) },
        {
          provide: Kafka,
          inject: [Registry],
          useFactory: (registry: Registry) =>
            instrumentConsumers(
              createKafka(kafkaSettings(options.service), false, kafkaLogCreator(createLogger(options.service))),
              kafkaConsumerMetrics(registry),
            ),
        },
        {
          provide: Database,
          useFactory: () => {
            const serviceUrl = serviceDatabaseUrl(options.service);
            return openServiceDatabase({
              // Without DATABASE_URL beside its own URL, the service's role and schema were made for it.
              url: process.env.DATABASE_URL ?? (serviceUrl ? undefined : defaultDatabaseUrl),
              role: serviceRole(options.service),
              serviceUrl,
              schema: options.schema,
              migrations: options.migrations ?? [],
              readers: options.readers,
            });
          },
        },
      ],
      exports: [SERVICE_NAME, Kafka, Database, HealthService, Registry],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.db.close();
    await this.stopTracing();
  }
}
