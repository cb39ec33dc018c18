import { Database } from '@empires/database';
import { topicsIn } from '@empires/contracts';
import { groupId, namespace } from '@empires/messaging';
import {
  GameAnalyses,
  Projector,
  projectEvents,
  QueryHandler,
  ReadStore,
  serveQueries,
  type Running,
} from '@empires/read-models';
import { historyMetrics } from '@empires/observability';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { RULESETS } from '@empires/service';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka } from 'kafkajs';
import { Registry } from 'prom-client';

/** History's edges: game events in (folded into the read models), queries in, replies out. */
@Injectable()
export class HistoryService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('History');
  private readonly topics = topicsIn(namespace());
  private readonly running: Running[] = [];

  constructor(
    @Inject(Kafka) private readonly kafka: Kafka,
    @Inject(Database) private readonly db: Database,
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
    @Inject(Registry) private readonly metrics: Registry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const projector = new Projector(this.db, this.registry);
    this.running.push(
      await projectEvents(this.kafka, this.topics, groupId('history'), projector, {
        log: (line) => this.log.error(line),
        projected: historyMetrics(this.metrics).projected,
      }),
    );
    const reads = new ReadStore(this.db);
    const handler = new QueryHandler(
      reads,
      this.registry,
      (error) => this.log.error(error instanceof Error ? error.stack : error),
      () => Date.now(),
      new GameAnalyses(this.db, reads, this.registry),
    );
    this.running.push(await serveQueries(this.kafka, this.topics, groupId('history.queries'), handler));
    this.log.log(`projecting ${this.topics.gameEvents.name}, answering ${this.topics.queryRequests.name}`);
  }

  async onApplicationShutdown(): Promise<void> {
    for (const r of this.running.splice(0)) await r.stop();
  }
}
