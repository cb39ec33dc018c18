import type { GameSummary } from '@empires/contracts';
import { Injectable } from '@nestjs/common';
import { LiveEvents } from '../live/live-events';
import { Backend } from './backend';

const KEPT = 50_000;

/**
 * Which ruleset (`id@version`) each game is played with, so moves are checked against its
 * schemas at the door. Learnt from the `GameCreated` events the gateway hears anyway; a game
 * created before the gateway started is asked of history once. Never changes for a game.
 */
@Injectable()
export class GameRulesets {
  private readonly known = new Map<string, string>();

  constructor(
    private readonly backend: Backend,
    live: LiveEvents,
  ) {
    live.listen('*', (e) => {
      if (e.type === 'GameCreated') this.remember(e.streamId, (e.payload as { ruleset: string }).ruleset);
    });
  }

  /** The game's ruleset, or undefined for a game history does not know (the engine answers for it). */
  async of(gameId: string): Promise<string | undefined> {
    const known = this.known.get(gameId);
    if (known) return known;
    const game = await this.backend.query<GameSummary>({ type: 'GetGame', gameId }).catch(() => undefined);
    if (game) this.remember(gameId, game.ruleset);
    return game?.ruleset;
  }

  private remember(gameId: string, ruleset: string): void {
    if (this.known.size >= KEPT) this.known.delete(this.known.keys().next().value as string);
    this.known.set(gameId, ruleset);
  }
}
