import { Counter, Gauge, type Registry } from 'prom-client';

export interface HistoryMetrics {
  /** Call with each projected batch's last event time: sets the lag and counts the events. */
  projected(events: number, lastOccurredAt: string | undefined, now?: number): void;
}

export function historyMetrics(registry: Registry): HistoryMetrics {
  const registers = [registry];
  const lag = new Gauge({
    name: 'empires_history_projection_lag_seconds',
    help: 'How long after it occurred the last projected event was folded into the read models',
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
      if (!Number.isNaN(at)) lag.set(Math.max(0, now - at) / 1000);
    },
  };
}
