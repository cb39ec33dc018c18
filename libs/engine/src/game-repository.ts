import { evolveGame, noGame, type GameState } from '@empires/engine-core';
import type { EventStore } from '@empires/eventstore';
import type { RulesetRegistry } from '@empires/rules-kernel';

interface Hot {
  readonly state: GameState;
  readonly secret: string;
}

/**
 * Games this instance writes: hot in memory, cold from the latest snapshot plus the events
 * after it. The cache holds only games of partitions this instance owns (see `clear`).
 */
export class GameRepository {
  private readonly hot = new Map<string, Hot>();

  constructor(
    private readonly store: EventStore,
    private readonly registry: RulesetRegistry,
    private readonly capacity = 20_000,
  ) {}

  async load(gameId: string): Promise<Hot> {
    const cached = this.hot.get(gameId);
    if (cached) {
      // Re-insert so the map's order tracks recent use (least recent first).
      this.hot.delete(gameId);
      this.hot.set(gameId, cached);
      return cached;
    }
    const snapshot = await this.store.snapshot<GameState>(gameId);
    let state = snapshot?.state ?? noGame;
    for (const e of await this.store.readStream(gameId, state.version)) {
      state = evolveGame(this.registry, state, {
        type: e.type,
        payload: e.payload,
        rng: e.metadata.rng as number[] | undefined,
      });
    }
    const secret = state.status === 'none' ? '' : ((await this.store.secret(gameId)) ?? '');
    return { state, secret };
  }

  remember(gameId: string, state: GameState, secret: string): void {
    this.hot.delete(gameId);
    this.hot.set(gameId, { state, secret });
    if (this.hot.size > this.capacity) this.hot.delete(this.hot.keys().next().value as string);
  }

  forget(gameId: string): void {
    this.hot.delete(gameId);
  }

  /** After a rebalance another instance may write these games: never trust them again. */
  clear(): void {
    this.hot.clear();
  }
}
