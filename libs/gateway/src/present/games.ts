import type { EventEnvelope, GameSummary } from '@empires/contracts';
import { evolveGame, noGame, toActOf, type GameState } from '@empires/engine-core';
import { redactEnvelope } from '@empires/engine-core';
import type { RulesetRegistry, Viewer } from '@empires/rules-kernel';

export const toGameEvent = (e: EventEnvelope) => ({
  eventId: e.eventId,
  gameId: e.streamId,
  seq: e.seq,
  type: e.type,
  payload: e.payload,
  actor: e.actor,
  occurredAt: e.occurredAt,
  toAct: e.toAct ? [...e.toAct] : undefined,
  causationId: e.causationId,
  command: e.command,
});

/** An event as a client receives it. */
export type PresentedEvent = ReturnType<typeof toGameEvent>;

export const toGame = (s: GameSummary) => ({
  id: s.gameId,
  ruleset: s.ruleset,
  status: s.status,
  seats: s.seats.map((seat) => ({ ...seat })),
  version: s.version,
  toAct: [...s.toAct],
  createdAt: s.createdAt,
  finishedAt: s.finishedAt,
  outcome: s.outcome
    ? {
        ...s.outcome,
        ranks: [...s.outcome.ranks],
        scores: s.outcome.scores ? [...s.outcome.scores] : undefined,
        forfeited: s.outcome.forfeited ? [...s.outcome.forfeited] : undefined,
        standIns: s.outcome.standIns ? [...s.outcome.standIns] : undefined,
      }
    : undefined,
});

type SummarySeat = GameSummary['seats'][number];

/** The seats a player holds and plays, from a game summary. */
export const seatsHeld = (s: Pick<GameSummary, 'seats'>, playerId: string): number[] =>
  s.seats.filter((seat) => seat.kind === 'player' && seat.playerId === playerId).map((seat) => seat.seat);

/**
 * Whether a seat is the player's: they hold it, or a stand-in bot plays it for them while they are
 * away (they may reclaim it, and still see and talk as its player, as the engine's `seatsOf` has it).
 */
export const isSeatOf = (seat: SummarySeat, playerId: string): boolean =>
  (seat.kind === 'player' && seat.playerId === playerId) || (seat.kind === 'bot' && seat.standingInFor === playerId);

/** A player sees a game through its first seat, one a stand-in plays for them included; anyone else is a spectator. */
export const viewerIn = (s: Pick<GameSummary, 'seats'>, playerId: string): Viewer =>
  s.seats.find((seat) => isSeatOf(seat, playerId))?.seat ?? 'spectator';

export const isOver = (status: string): boolean => status === 'finished' || status === 'aborted';

/** Events as `viewer` may see them; null when the viewer learns nothing of one. */
export function presentEvent(
  registry: RulesetRegistry,
  e: EventEnvelope,
  viewer: Viewer,
  over: boolean,
): PresentedEvent | null {
  const kept = redactEnvelope(registry, e, viewer, over);
  return kept ? toGameEvent(kept) : null;
}

/**
 * A new game as the engine's answer to CreateGame describes it: history may not have it yet,
 * and the creator should not have to wait for it.
 */
export function gameFromEvents(registry: RulesetRegistry, gameId: string, events: readonly EventEnvelope[]) {
  const state: GameState = events.reduce(
    (s, e) => evolveGame(registry, s, { type: e.type, payload: e.payload }),
    noGame,
  );
  return {
    id: gameId,
    ruleset: state.ruleset,
    // Created, so past 'none'.
    status: state.status as Exclude<GameState['status'], 'none'>,
    seats: state.seats.map((h, seat) => ({
      seat,
      kind: h.kind,
      playerId: 'playerId' in h ? h.playerId : undefined,
      policy: 'policy' in h ? h.policy : undefined,
    })),
    version: state.version,
    toAct: [...toActOf(registry, state)],
    createdAt: events[0]?.occurredAt ?? new Date().toISOString(),
  };
}
