import type { EventEnvelope } from '@empires/contracts';
import { evolveGame, isLifecycle, noGame, toActOf, type GameState, type LifecycleEvent } from '@empires/engine-core';
import type { RulesetRegistry, Seat } from '@empires/rules-kernel';

export interface BotSeat {
  readonly seat: Seat;
  readonly policy: string;
}

/** A seat a stand-in bot takes over mid-game (`SeatTakenOver`): its view must first be read from history. */
export interface StandIn {
  readonly gameId: string;
  readonly seat: Seat;
  readonly policy: string;
  /** The player away: history shows the game as that player may see it. */
  readonly playerId: string;
  /** The `SeatTakenOver` event's seq: the view is built from the events before it. */
  readonly seq: number;
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
  | { readonly gap: number }
  | { readonly adopt: StandIn };

type TakenOver = Extract<LifecycleEvent, { type: 'SeatTakenOver' }>;
const HANDED_BACK: ReadonlySet<string> = new Set(['SeatHandedBack', 'SeatReclaimed']);

/** Folds one event; idempotent by seq, so a redelivered event changes nothing. */
export function applyToBotGame(registry: RulesetRegistry, game: BotGame | undefined, e: EventEnvelope): Applied {
  if (e.type === 'SeatTakenOver' && (!game || e.seq === game.version + 1)) {
    const { seat, holder } = e.payload as TakenOver;
    if (holder.kind === 'bot' && holder.standingInFor && !game?.bots.some((b) => b.seat === seat)) {
      return {
        adopt: { gameId: e.streamId, seat, policy: holder.policy, playerId: holder.standingInFor, seq: e.seq },
      };
    }
  }
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
  const back = HANDED_BACK.has(e.type) ? (e.payload as { seat: Seat }).seat : undefined;
  if (back === undefined || !game.bots.some((b) => b.seat === back))
    return { game: { ...game, version: e.seq, views } };
  // The player is back: the stand-in lets go of the seat.
  const keep = game.bots.map((b) => b.seat !== back);
  const bots = game.bots.filter((_, i) => keep[i]);
  return { game: { ...game, version: e.seq, bots, views: views.filter((_, i) => keep[i]) } };
}

/**
 * The game with a stand-in's seat added, its view folded from `history`: the events before the
 * takeover as history gave them to the player away (already redacted for them; events they may
 * not see are missing and only move the version). The game stands at the event before the takeover.
 */
export function adoptSeat(
  registry: RulesetRegistry,
  game: BotGame | undefined,
  standIn: StandIn,
  history: readonly EventEnvelope[],
): BotGame | undefined {
  const before = standIn.seq - 1;
  if (game && game.version !== before) return undefined;
  let view = noGame;
  for (const e of history.filter((x) => x.seq <= before)) {
    view = foldFor(registry, { ...view, version: e.seq - 1 }, e, standIn.seat);
  }
  view = { ...view, version: before };
  const bot = { seat: standIn.seat, policy: standIn.policy };
  return game
    ? { ...game, bots: [...game.bots, bot], views: [...game.views, view] }
    : { gameId: standIn.gameId, version: before, bots: [bot], views: [view] };
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
