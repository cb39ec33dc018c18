import { MAP } from '../data/millennium';
import { sameReligion } from '../map/culture';
import { emit, type Ctx } from '../ctx';
import type { EventOf } from '../event-types';
import { hasBit, type MedievalState } from '../state';

/** S003 18.11 and 18.12: one claim per empire per area, only on an area of the leader's religion (either church). */
export function mayClaim(ctx: Ctx, empire: number, area: number): boolean {
  const a = ctx.state.areas[area];
  return !hasBit(a.claims, empire) && sameReligion(ctx.state.empires[empire].religion, a.religion);
}

/** "Unclaimed": no empire (removed ones included) holds a claim on it (S003 18.0(2)). */
export const isUnclaimed = (ctx: Ctx, area: number): boolean => ctx.state.areas[area].claims === 0;

/** S003 18.3(2): an empire flagged so gains claims by 18.0(2) and (4) only, and is never given one. */
export const claimsRestricted = (s: MedievalState, empire: number): boolean =>
  s.empires[empire].flags.includes('claimsOnlyViaUnclaimedAndDynastic');
const RESTRICTED_WAYS = /^S003 18\.0\((2|4)/;

/** Whether a claim may be given or swapped to an empire (M19.11, S001 33.32). */
export const mayReceiveClaim = (ctx: Ctx, empire: number, area: number): boolean =>
  mayClaim(ctx, empire, area) && !claimsRestricted(ctx.state, empire);

export function gainClaim(ctx: Ctx, empire: number, area: number, rule: EventOf<'ClaimGained'>['rule']): void {
  if (claimsRestricted(ctx.state, empire) && !RESTRICTED_WAYS.test(rule)) return;
  if (mayClaim(ctx, empire, area)) emit(ctx, { type: 'ClaimGained', empire, area, rule });
}

/** S003 18.3(2) `noParley`: the empire neither calls nor votes in parleys. */
export const noParley = (s: MedievalState, empire: number): boolean => s.empires[empire].flags.includes('noParley');

/** S003 18.3(1): Iberian Moslem areas. */
export const isIberianMoslem = (ctx: Ctx, area: number): boolean =>
  MAP.areas[area].region === 'iberia' && MAP.religions[ctx.state.areas[area].religion].id === 'moslem';
