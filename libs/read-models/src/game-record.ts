import type { EventEnvelope } from '@empires/contracts';
import { evolveGame, noGame, type GameState, type LifecycleEvent } from '@empires/engine-core';
import type { RulesetRegistry } from '@empires/rules-kernel';

/** What history keeps of one game: the engine-core state plus what only the envelopes tell. */
export interface GameRecord {
  readonly gameId: string;
  readonly state: GameState;
  readonly createdAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
  readonly abortReason: string | null;
  /** The dice secret, once `SeedRevealed` made it public. */
  readonly seed: string | null;
}

/** Folds one envelope into a game (a missing record is a game not seen yet). Total, like evolve. */
export function applyEnvelope(registry: RulesetRegistry, record: GameRecord | undefined, e: EventEnvelope): GameRecord {
  const base: GameRecord = record ?? {
    gameId: e.streamId,
    state: noGame,
    createdAt: e.occurredAt,
    startedAt: null,
    finishedAt: null,
    abortReason: null,
    seed: null,
  };
  // Envelopes carry no PRNG state: history folds without it, as any reader outside the engine.
  const state = evolveGame(registry, base.state, { type: e.type, payload: e.payload });
  const next = { ...base, state };
  const life = e.payload as LifecycleEvent;
  switch (e.type) {
    case 'GameCreated':
      return { ...next, createdAt: e.occurredAt };
    case 'GameStarted':
      return { ...next, startedAt: e.occurredAt };
    case 'GameFinished':
      return { ...next, finishedAt: e.occurredAt };
    case 'GameAborted':
      return { ...next, finishedAt: e.occurredAt, abortReason: life.type === 'GameAborted' ? life.reason : null };
    case 'SeedRevealed':
      return { ...next, seed: life.type === 'SeedRevealed' ? life.secret : null };
    default:
      return next;
  }
}

/** Folds the first events of a stream from nothing: the replay behind `GameView { atSeq }`. */
export function foldStream(registry: RulesetRegistry, events: readonly EventEnvelope[]): GameState {
  return events.reduce((state, e) => evolveGame(registry, state, { type: e.type, payload: e.payload }), noGame);
}
