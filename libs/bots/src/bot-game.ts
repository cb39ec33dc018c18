import type { EventEnvelope } from '@empires/contracts';
import { evolveGame, isLifecycle, noGame, toActOf, type GameState, type LifecycleEvent } from '@empires/engine-core';
import type { RulesetRegistry, Seat } from '@empires/rules-kernel';

export interface BotSeat {
  readonly seat: Seat;
  readonly policy: string;
}

/**
 * A game with bot seats, as each bot seat sees it: every event is redacted for the seat before
 * it is folded, so a bot knows what its seat may know and nothing more.
 */
export interface BotGame {
  readonly gameId: string;
  readonly version: number;
  readonly bots: readonly BotSeat[];
  /** One game state per bot seat, in the order of `bots`. */
  readonly views: readonly GameState[];
}

export type Applied =
  | { readonly game: BotGame }
  | { readonly ignored: 'no-bots' | 'unknown-game' | 'duplicate' }
  | { readonly gap: number };

/** Folds one event; idempotent by seq, so a redelivered event changes nothing. */
export function applyToBotGame(registry: RulesetRegistry, game: BotGame | undefined, e: EventEnvelope): Applied {
  if (!game) {
    if (e.type !== 'GameCreated' || e.seq !== 1) return { ignored: 'unknown-game' };
    const created = e.payload as Extract<LifecycleEvent, { type: 'GameCreated' }>;
    const bots = created.seats.flatMap((h, seat) => (h.kind === 'bot' ? [{ seat, policy: h.policy }] : []));
    if (bots.length === 0) return { ignored: 'no-bots' };
    return { game: { gameId: e.streamId, version: 1, bots, views: bots.map(() => evolveGame(registry, noGame, e)) } };
  }
  if (e.seq <= game.version) return { ignored: 'duplicate' };
  if (e.seq !== game.version + 1) return { gap: e.seq };
  const views = game.bots.map(({ seat }, i) => foldFor(registry, game.views[i], e, seat));
  return { game: { ...game, version: e.seq, views } };
}

function foldFor(registry: RulesetRegistry, view: GameState, e: EventEnvelope, seat: Seat): GameState {
  if (isLifecycle(e.type)) return evolveGame(registry, view, e);
  const ruleset = registry.find(view.ruleset);
  const payload = ruleset ? ruleset.redact(e.payload, seat) : e.payload;
  // An event the seat may not see at all still takes its place in the stream.
  return payload === null
    ? { ...view, version: view.version + 1 }
    : evolveGame(registry, view, { type: e.type, payload });
}

/** The bot seats that must act now. */
export function dueSeats(registry: RulesetRegistry, game: BotGame): BotSeat[] {
  return game.bots.filter((bot, i) => toActOf(registry, game.views[i]).includes(bot.seat));
}

export const isActive = (game: BotGame): boolean =>
  game.views[0]?.status === 'open' || game.views[0]?.status === 'playing';

/** Derived from the decision's place in the stream: a bot restarted mid-turn sends the same id, which the engine answers once. */
export const botCommandId = (gameId: string, version: number, seat: Seat, attempt = 0): string =>
  `bot:${gameId}:${version}:${seat}${attempt ? `:${attempt}` : ''}`;
