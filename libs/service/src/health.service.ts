import { databaseIsUp } from '@empires/eventstore';
import { kafkaIsUp } from '@empires/messaging';
import { Inject, Injectable } from '@nestjs/common';
import { Kafka } from 'kafkajs';
import { DataSource } from 'typeorm';
import { SERVICE_NAME } from './tokens';

export interface Health {
  readonly service: string;
  readonly status: 'ok' | 'degraded';
  readonly kafka: 'up' | 'down';
  readonly database: 'up' | 'down';
}

@Injectable()
export class HealthService {
  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(Kafka) private readonly kafka: Kafka,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  async check(): Promise<Health> {
    const [kafka, database] = await Promise.all([kafkaIsUp(this.kafka), databaseIsUp(this.dataSource)]);
    return {
      service: this.service,
      status: kafka && database ? 'ok' : 'degraded',
      kafka: kafka ? 'up' : 'down',
      database: database ? 'up' : 'down',
    };
  }
}
