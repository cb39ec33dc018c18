import { Database } from '@empires/database';
import { kafkaIsUp } from '@empires/messaging';
import { Inject, Injectable } from '@nestjs/common';
import { Kafka } from 'kafkajs';
import { SERVICE_NAME } from './tokens';

export interface Health {
  readonly service: string;
  readonly status: 'ok' | 'degraded';
  readonly kafka: 'up' | 'down';
  readonly database: 'up' | 'down';
  /** The PostgreSQL role the service works as. */
  readonly databaseRole: string;
}

@Injectable()
export class HealthService {
  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(Kafka) private readonly kafka: Kafka,
    @Inject(Database) private readonly db: Database,
  ) {}

  async check(): Promise<Health> {
    const [kafka, database] = await Promise.all([kafkaIsUp(this.kafka), this.db.isUp()]);
    return {
      service: this.service,
      status: kafka && database ? 'ok' : 'degraded',
      kafka: kafka ? 'up' : 'down',
      database: database ? 'up' : 'down',
      databaseRole: this.db.role,
    };
  }
}
