import { MAP } from '../data/millennium.generated';
import { sameReligion } from '../map/culture';
import { emit, type Ctx } from '../ctx';
import { hasBit } from '../state';

/** S003 18.11 and 18.12: one claim per empire per area, only on an area of the leader's religion (either church). */
export function mayClaim(ctx: Ctx, empire: number, area: number): boolean {
  const a = ctx.state.areas[area];
  return !hasBit(a.claims, empire) && sameReligion(ctx.state.empires[empire].religion, a.religion);
}

/** "Unclaimed": no empire (removed ones included) holds a claim on it (S003 18.0(2)). */
export const isUnclaimed = (ctx: Ctx, area: number): boolean => ctx.state.areas[area].claims === 0;

export function gainClaim(ctx: Ctx, empire: number, area: number, rule: string): void {
  if (mayClaim(ctx, empire, area)) emit(ctx, { type: 'ClaimGained', empire, area, rule });
}

/** S003 18.3(1): Iberian Moslem areas. */
export const isIberianMoslem = (ctx: Ctx, area: number): boolean =>
  MAP.areas[area].region === 'iberia' && MAP.religions[ctx.state.areas[area].religion].id === 'moslem';
