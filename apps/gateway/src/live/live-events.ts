import { upcast, type EventEnvelope } from '@empires/contracts';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { tailTopic, type Tail } from '@empires/messaging';
import { Kafka } from 'kafkajs';
import type { Listener, LiveFeed } from '@empires/gateway';
import { Backend } from '../common/backend';

/**
 * How long a stream's last seq is remembered: longer than history lags, so a subscriber that
 * comes after a stream's last event knows history must reach it (see `gameEventStream`).
 */
const REMEMBER_MS = 60_000;

/**
 * Every game and matchmaking event as it is published, for subscriptions (matchmaking's
 * streams are `player:<id>` and `table:<id>`, never a game id). Each gateway hears the whole topic
 * from the moment it starts (a group of its own, placed at the end): what came before is
 * history's to tell, and subscriptions stitch the two together without a gap.
 */
@Injectable()
export class LiveEvents implements LiveFeed, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('LiveEvents');
  private readonly byGame = new Map<string, Set<Listener>>();
  private readonly everything = new Set<Listener>();
  private tails: Tail[] = [];
  /** Last seqs heard, in two generations of half `REMEMBER_MS`: memory bounded by the streams active lately. */
  private heard = new Map<string, number>();
  private heardBefore = new Map<string, number>();
  private readonly forgetting = setInterval(() => {
    this.heardBefore = this.heard;
    this.heard = new Map();
  }, REMEMBER_MS / 2).unref();

  constructor(
    @Inject(Kafka) private readonly kafka: Kafka,
    private readonly backend: Backend,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { gameEvents, matchmakingEvents } = this.backend.topics;
    this.tails = await Promise.all(
      [gameEvents, matchmakingEvents].map((topic) =>
        tailTopic<EventEnvelope>(this.kafka, topic, (event) => event && this.deliver(upcast(event))),
      ),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.forgetting);
    await Promise.all(this.tails.map((t) => t.stop()));
  }

  /** Hears one stream's events (or every game's, with `'*'`) until the returned function is called. */
  listen(gameId: string | '*', listener: Listener): () => void {
    const set = gameId === '*' ? this.everything : (this.byGame.get(gameId) ?? new Set<Listener>());
    if (gameId !== '*') this.byGame.set(gameId, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (gameId !== '*' && set.size === 0) this.byGame.delete(gameId);
    };
  }

  /** The last seq of `gameId` heard lately (within a minute), if any. */
  lastSeqHeard(gameId: string): number | undefined {
    return this.heard.get(gameId) ?? this.heardBefore.get(gameId);
  }

  private deliver(event: EventEnvelope): void {
    if (!event.streamId) return;
    if (event.seq > (this.lastSeqHeard(event.streamId) ?? 0)) this.heard.set(event.streamId, event.seq);
    for (const listener of [...(this.byGame.get(event.streamId) ?? []), ...this.everything]) {
      try {
        listener(event);
      } catch (error) {
        this.log.error(error instanceof Error ? error.stack : error);
      }
    }
  }
}
