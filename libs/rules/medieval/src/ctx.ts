import { decisionCtx, emitInto, type DecisionCtx, type Dice } from '@empires/rules-kernel';
import { evolve } from './evolve';
import type { EventOf, MedievalEvent } from './event-types';
import type { MedievalState } from './state';

/**
 * A decision in progress: events are folded as they are emitted, so later rules read the state the
 * earlier events made (a stature check after a conquest sees the new owner).
 */
export type Ctx = DecisionCtx<MedievalState, MedievalEvent>;

export const newCtx = (state: MedievalState, dice: Dice): Ctx => decisionCtx(state, dice);

export const emit = (ctx: Ctx, e: MedievalEvent): void => emitInto(ctx, e, evolve);

/**
 * "Roll a die among n tied candidates" (M0): a uniform pick, written from 1.1.0 as
 * `TieBrokenByDie` with the candidates' ids (`id`: an area, an empire or a seat).
 */
function pickAmongTied<T>(ctx: Ctx, tied: readonly T[], id: (x: T) => number = Number): T {
  if (tied.length === 1) return tied[0];
  const i = ctx.dice.int(0, tied.length - 1);
  if (ctx.state.rulings.rollsRecorded) emit(ctx, { type: 'TieBrokenByDie', among: tied.map(id), roll: i + 1 });
  return tied[i];
}

/** The best candidates by a score (highest first), then a die among the tied; candidates are ids. */
export function pickBest(ctx: Ctx, items: readonly number[], ...scores: ((x: number) => number)[]): number | undefined {
  return pickBestBy(ctx, items, Number, ...scores);
}

/** As `pickBest`, for candidates that are not ids themselves: `id` names each in the tie-break event. */
export function pickBestBy<T>(
  ctx: Ctx,
  items: readonly T[],
  id: (x: T) => number,
  ...scores: ((x: T) => number)[]
): T | undefined {
  let pool = items.slice();
  for (const score of scores) {
    if (pool.length <= 1) break;
    const best = Math.max(...pool.map(score));
    pool = pool.filter((x) => score(x) === best);
  }
  return pool.length ? pickAmongTied(ctx, pool, id) : undefined;
}

/**
 * Dice a rule rolled that no other event carries (from 1.1.0): written as `DiceRolled` before
 * their effects, with what they were rolled for.
 */
export function recordDice(
  ctx: Ctx,
  rule: EventOf<'DiceRolled'>['rule'],
  dice: readonly number[],
  what: { readonly area?: number; readonly seat?: number; readonly empire?: number } = {},
): void {
  if (!ctx.state.rulings.rollsRecorded) return;
  emit(ctx, {
    type: 'DiceRolled',
    rule,
    area: what.area ?? -1,
    seat: what.seat ?? -1,
    empire: what.empire ?? -1,
    dice,
  });
}
