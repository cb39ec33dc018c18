import { Counter, Histogram, type Registry } from 'prom-client';

export interface HistoryMetrics {
  /** Call after each projected batch with its size and when its last event occurred. */
  projected(events: number, lastOccurredAt: string | undefined, now?: number): void;
}

/**
 * Projection lag as a histogram of each batch's delay, not a gauge of the last one: a gauge would
 * keep a replay's hours-old delay for as long as history then stays idle, while a rate over the
 * histogram has nothing to say when nothing is projected.
 */
export function historyMetrics(registry: Registry): HistoryMetrics {
  const registers = [registry];
  const delay = new Histogram({
    name: 'empires_history_projection_lag_seconds',
    help: "How long after it occurred each batch's last event was folded into the read models",
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 3600],
    registers,
  });
  const count = new Counter({
    name: 'empires_history_projected_events_total',
    help: 'Game events folded into the read models',
    registers,
  });
  return {
    projected(events, lastOccurredAt, now = Date.now()) {
      count.inc(events);
      const at = lastOccurredAt ? Date.parse(lastOccurredAt) : NaN;
      if (!Number.isNaN(at)) delay.observe(Math.max(0, now - at) / 1000);
    },
  };
}
