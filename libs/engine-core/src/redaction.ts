import { isLifecycle, type EventEnvelope } from '@empires/contracts';
import type { RulesetRegistry, Viewer } from '@empires/rules-kernel';
import type { GameState } from './game-stream';
import { rulesetOf } from './ruleset-of';

/** The seats a player holds in a game (several, for allied seats); none for anyone else. */
export function seatsOf(state: GameState, playerId: string | undefined): number[] {
  if (!playerId) return [];
  // A seat a stand-in bot plays while its player is away is still that player's to watch.
  const mine = (h: GameState['seats'][number]) =>
    (h.kind === 'player' && h.playerId === playerId) || (h.kind === 'bot' && h.standingInFor === playerId);
  return state.seats.flatMap((h, seat) => (mine(h) ? [seat] : []));
}

/** A player sees the game through its first seat; anyone not seated is a spectator. */
export const viewerOf = (state: GameState, playerId: string | undefined): Viewer =>
  seatsOf(state, playerId)[0] ?? 'spectator';

/** Once a game is over its seed is public, so the moves as submitted give nothing away. */
export const isOver = (state: GameState): boolean => state.status === 'finished' || state.status === 'aborted';

/**
 * An envelope as `viewer` may receive it. While the game runs, lifecycle events are public, a
 * ruleset event goes through the ruleset's `redact` (null: the viewer learns nothing of it) and
 * the submitted command stays on the server. Once the game is over its seed is public, and
 * every hand, deck and move with it: each event is given whole, so anyone can verify the game.
 */
export function redactEnvelope(
  registry: RulesetRegistry,
  e: EventEnvelope,
  viewer: Viewer,
  over: boolean,
): EventEnvelope | null {
  if (over) return e;
  const { command: _secretUntilTheEnd, ...kept } = e;
  if (isLifecycle(e.type)) return kept;
  const payload = rulesetOf(registry, e.ruleset).redact(e.payload, viewer);
  return payload === null ? null : { ...kept, payload };
}
