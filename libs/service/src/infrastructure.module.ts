import { createKafka, kafkaSettings } from '@empires/messaging';
import { databaseUrl, openServiceDatabase, type ServiceDatabase } from '@empires/eventstore';
import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka } from 'kafkajs';
import { DataSource } from 'typeorm';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { SERVICE_NAME } from './tokens';

export interface InfrastructureOptions {
  /** Also the Kafka client id and the owner of `schema`. */
  readonly service: string;
  readonly schema: string;
  readonly migrations?: ServiceDatabase['migrations'];
  readonly entities?: ServiceDatabase['entities'];
}

/** Kafka client, the service's own PostgreSQL schema (migrated on start) and `/health`. */
@Module({})
export class InfrastructureModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  static forService(options: InfrastructureOptions): DynamicModule {
    return {
      module: InfrastructureModule,
      global: true,
      controllers: [HealthController],
      providers: [
        HealthService,
        { provide: SERVICE_NAME, useValue: options.service },
        { provide: Kafka, useFactory: () => createKafka(kafkaSettings(options.service)) },
        {
          provide: DataSource,
          useFactory: () =>
            openServiceDatabase({
              url: databaseUrl(),
              schema: options.schema,
              migrations: options.migrations ?? [],
              entities: options.entities,
            }),
        },
      ],
      exports: [SERVICE_NAME, Kafka, DataSource, HealthService],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
