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

/**
 * How long one dependency may take to answer a health check. A pool at its size makes `SELECT 1`
 * wait for a free connection, and a broker going away makes its admin client wait: a probe must
 * still answer within its own timeout, so a check that takes longer counts as down.
 */
export const DEPENDENCY_CHECK_MS = 2_000;

/** `check`'s answer, or false once `ms` have passed. */
export function within(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

@Injectable()
export class HealthService {
  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(Kafka) private readonly kafka: Kafka,
    @Inject(Database) private readonly db: Database,
  ) {}

  async check(): Promise<Health> {
    const [kafka, database] = await Promise.all([
      within(kafkaIsUp(this.kafka), DEPENDENCY_CHECK_MS),
      within(this.db.isUp(), DEPENDENCY_CHECK_MS),
    ]);
    return {
      service: this.service,
      status: kafka && database ? 'ok' : 'degraded',
      kafka: kafka ? 'up' : 'down',
      database: database ? 'up' : 'down',
      databaseRole: this.db.role,
    };
  }
}
