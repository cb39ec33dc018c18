import type { Dice } from '@empires/rules-kernel';
import { evolve } from './evolve';
import type { MedievalEvent } from './event-types';
import type { MedievalState } from './state';

/**
 * A decision in progress: events are folded as they are emitted, so later rules read the state the
 * earlier events made (a stature check after a conquest sees the new owner).
 */
export interface Ctx {
  state: MedievalState;
  readonly events: MedievalEvent[];
  readonly dice: Dice;
}

export const newCtx = (state: MedievalState, dice: Dice): Ctx => ({ state, events: [], dice });

export function emit(ctx: Ctx, e: MedievalEvent): void {
  ctx.events.push(e);
  ctx.state = evolve(ctx.state, e);
}

/** "Roll a die among n tied candidates": candidates sorted by id, a uniform pick (M0). */
export function pickAmongTied<T>(ctx: Ctx, tied: readonly T[]): T {
  return tied.length === 1 ? tied[0] : tied[ctx.dice.int(0, tied.length - 1)];
}

/** The best candidates by a score (highest first), then a die among the tied. */
export function pickBest<T>(ctx: Ctx, items: readonly T[], ...scores: ((x: T) => number)[]): T | undefined {
  let pool = items.slice();
  for (const score of scores) {
    if (pool.length <= 1) break;
    const best = Math.max(...pool.map(score));
    pool = pool.filter((x) => score(x) === best);
  }
  return pool.length ? pickAmongTied(ctx, pool) : undefined;
}
