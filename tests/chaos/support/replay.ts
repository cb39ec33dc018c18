import { foldReceived, verifyGame, type ReceivedEvent, type VerifiableEvent } from '@empires/client';
import { evolveGame, noGame, type GameState, type StreamEvent } from '@empires/engine-core';
import type { StoredEvent } from '@empires/eventstore';
import type { Outcome, RulesetRegistry } from '@empires/rules-kernel';
import { isDeepStrictEqual } from 'node:util';

/** An event as the engine's store holds it, with the dice state it left, as the engine folds it. */
export const streamEventOf = (e: StoredEvent): StreamEvent => ({
  type: e.type,
  payload: e.payload,
  rng: e.metadata.rng as number[] | undefined,
});

/** A game as the engine rebuilds it from its store. */
export const engineState = (registry: RulesetRegistry, events: readonly StreamEvent[]): GameState =>
  events.reduce((s, e) => evolveGame(registry, s, e), noGame);

/** How a game's export compares with the engine's stream and with what history serves as its outcome. */
export interface ReplayCheck {
  readonly gameId: string;
  /** Empty when the export replays to the engine's final state and outcome and every roll verifies. */
  readonly problems: readonly string[];
}

/**
 * Replays a finished game's export (the events the API gives anyone once it is over) the way the SDK
 * folds them, beside the game the engine rebuilds from its store (`engineState`): both must end in the same rules
 * state and outcome, that outcome must be the one history serves, and `verifyGame` must decide every
 * move of the export again to the same events.
 */
export async function checkReplay(
  registry: RulesetRegistry,
  gameId: string,
  exported: readonly (ReceivedEvent & VerifiableEvent)[],
  engine: GameState,
  served: ServedOutcome | null | undefined,
): Promise<ReplayCheck> {
  const replayed = exported.reduce((s, e) => foldReceived(registry, s, e), noGame);
  const problems: string[] = [];
  if (replayed.status !== 'finished') problems.push(`the export replays to a game ${replayed.status}`);
  if (!same(replayed.table?.state, engine.table?.state))
    problems.push('the export replays to another final state than the engine stored');
  if (!same(comparable(replayed.outcome), comparable(engine.outcome)))
    problems.push(
      `the export's outcome ${JSON.stringify(replayed.outcome)} is not the engine's ${JSON.stringify(engine.outcome)}`,
    );
  if (!same(comparable(replayed.outcome), comparable(served)))
    problems.push(
      `history serves the outcome ${JSON.stringify(served)}, the export ${JSON.stringify(replayed.outcome)}`,
    );
  const verified = await verifyGame(exported, registry);
  problems.push(...verified.problems);
  return { gameId, problems };
}

/** The same data, however each side built its objects (parsed JSON, the database's, the rules'). */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(plain(a), plain(b));
const plain = (x: unknown): unknown => (x === undefined ? undefined : JSON.parse(JSON.stringify(x)));

/** An outcome as the API serves it. */
type ServedOutcome = Pick<Outcome, 'ranks' | 'reason'> & { readonly scores?: readonly number[] | null };

/** An outcome's ranks, scores and reason: what the API serves of it. */
const comparable = (o: ServedOutcome | null | undefined) =>
  o ? { ranks: o.ranks, scores: o.scores ?? null, reason: o.reason } : null;
