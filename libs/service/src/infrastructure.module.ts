import { createKafka, kafkaSettings } from '@empires/messaging';
import { Database, databaseUrl, openServiceDatabase, type Migration } from '@empires/database';
import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka } from 'kafkajs';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { SERVICE_NAME } from './tokens';

export interface InfrastructureOptions {
  /** Also the Kafka client id and the owner of `schema`. */
  readonly service: string;
  readonly schema: string;
  readonly migrations?: readonly Migration[];
}

/** Kafka client, the service's own PostgreSQL schema (migrated on start) and `/health`. */
@Module({})
export class InfrastructureModule implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly db: Database) {}

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
          provide: Database,
          useFactory: () =>
            openServiceDatabase({ url: databaseUrl(), schema: options.schema, migrations: options.migrations ?? [] }),
        },
      ],
      exports: [SERVICE_NAME, Kafka, Database, HealthService],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.db.close();
  }
}
