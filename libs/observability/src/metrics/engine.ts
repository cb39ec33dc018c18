import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** What the engine's metrics read when scraped: the database answers, not the move path. */
export interface EngineSources {
  /** Events committed but not yet published by the relay (approximate: positions may have gaps). */
  readonly relayBacklog: () => Promise<number>;
  /** Events the relay has published since the process started. */
  readonly relayPublished: () => number;
  /** Deadlines stored and not yet fired, and those of them already past. */
  readonly deadlines: () => Promise<{ readonly pending: number; readonly overdue: number }>;
}

export interface EngineMetrics {
  /** Results by `result`: `accepted` or the rejection's code. */
  readonly commands: Counter<'result'>;
  /** Deciding and appending one batch of commands (one transaction). */
  readonly batchSeconds: Histogram;
}

export function engineMetrics(registry: Registry, sources: EngineSources): EngineMetrics {
  const registers = [registry];
  new Gauge({
    name: 'empires_outbox_backlog_events',
    help: 'Events committed to the event store and not yet published to Kafka (approximate)',
    registers,
    async collect() {
      this.set(await sources.relayBacklog());
    },
  });
  let published = 0;
  new Counter({
    name: 'empires_outbox_published_events_total',
    help: 'Events the outbox relay of this process has published',
    registers,
    collect() {
      const now = sources.relayPublished();
      this.inc(now - published);
      published = now;
    },
  });
  const deadlines = new Gauge({
    name: 'empires_scheduler_deadlines',
    help: 'Game deadlines stored and not yet answered, by state: pending (all) or overdue (past their time)',
    labelNames: ['state'],
    registers,
    async collect() {
      const { pending, overdue } = await sources.deadlines();
      deadlines.set({ state: 'pending' }, pending);
      deadlines.set({ state: 'overdue' }, overdue);
    },
  });
  return {
    commands: new Counter({
      name: 'empires_engine_commands_total',
      help: 'Game commands answered, by result: accepted, or the rejection code',
      labelNames: ['result'],
      registers,
    }),
    batchSeconds: new Histogram({
      name: 'empires_engine_command_batch_seconds',
      help: 'Deciding a batch of game commands and appending its events in one transaction',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
  };
}
