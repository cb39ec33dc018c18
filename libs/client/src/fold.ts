import { evolveGame, noGame, type GameState } from '@empires/engine-core';
import { upcast } from '@empires/contracts';
import type { RulesetRegistry } from '@empires/rules-kernel';

/** An event as the API gives it (`GameEvent`), whatever fields were asked for beyond these. */
export interface ReceivedEvent {
  readonly seq: number;
  readonly type: string;
  readonly payload: unknown;
}

/**
 * Folds an event the viewer received into the game as the viewer knows it. Events the viewer
 * may not see are left out of its stream: the seqs they held are passed over. Events already
 * folded (a resumed subscription, a move's own answer) change nothing.
 */
export function foldReceived(registry: RulesetRegistry, state: GameState, event: ReceivedEvent): GameState {
  if (event.seq <= state.version) return state;
  const before = event.seq > state.version + 1 ? { ...state, version: event.seq - 1 } : state;
  const current = upcast({ type: event.type, payload: event.payload, schemaVersion: 2 });
  return evolveGame(registry, before, current);
}

export const emptyGame: GameState = noGame;
