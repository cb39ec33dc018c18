import { Gauge, type Registry } from 'prom-client';

export interface QueueDepth {
  readonly ruleset: string;
  readonly players: number;
  readonly waiting: number;
  readonly oldestWaitSeconds: number;
}

/** Read from the queue table when scraped: nothing is counted on the request path. */
export function matchmakingMetrics(registry: Registry, queues: () => Promise<readonly QueueDepth[]>): void {
  const registers = [registry];
  const waiting = new Gauge({
    name: 'empires_matchmaking_queue_players',
    help: 'Players waiting in a matchmaking queue (ruleset and game size)',
    labelNames: ['ruleset', 'players'],
    registers,
    // Sets its sibling too: the registry reads the metrics in the order they were made.
    async collect() {
      const depths = await queues();
      waiting.reset();
      oldest.reset();
      for (const q of depths) {
        const labels = { ruleset: q.ruleset, players: String(q.players) };
        waiting.set(labels, q.waiting);
        oldest.set(labels, q.oldestWaitSeconds);
      }
    },
  });
  const oldest = new Gauge({
    name: 'empires_matchmaking_queue_oldest_wait_seconds',
    help: 'How long the longest-waiting player of a queue has waited',
    labelNames: ['ruleset', 'players'],
    registers,
  });
}
