import { Codes, violation, type RuleViolation } from '@empires/rules-kernel';
import type { MedievalCommand } from './commands';
import { emit, type Ctx } from './ctx';
import { mayReceiveClaim } from './rules/claims';
import { checkCommunication } from './rules/court';
import { hasBit, type MedievalState } from './state';

type Result = RuleViolation | void;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Empires run by the same seat as `empire` (S001 33.32 deals happen only among them). */
export const partners = (s: MedievalState, empire: number): number[] =>
  s.empires
    .map((e, i) =>
      i !== empire && e.seat >= 0 && e.seat === s.empires[empire].seat && e.status !== 'removed' ? i : -1,
    )
    .filter((i) => i >= 0);

/** Who may fund the receiving empire's costs: a partner, but an Ally never pays for its seat's Player Empire. */
export const funders = (s: MedievalState, empire: number): number[] =>
  partners(s, empire).filter((f) => !(s.empires[empire].status === 'player' && s.empires[f].status === 'allied'));

/** S001 33.32: the funder pays the receiving empire the exact direct costs, declared with the endeavour or Defense. */
export function fund(ctx: Ctx, funder: number | undefined, empire: number, amount: number): Result {
  if (funder === undefined || funder === -1) return;
  if (!isInt(funder) || !funders(ctx.state, empire).includes(funder))
    return violation(
      'ILLEGAL_FUNDING',
      'only another empire of the same seat may pay, and an Ally never for the Player Empire',
    );
  if (ctx.state.empires[funder].gold < amount) return violation('NOT_ENOUGH_GOLD', 'the funder cannot pay that much');
  if (amount <= 0) return;
  emit(ctx, { type: 'GoldChanged', empire: funder, delta: -amount, reason: 'S001 33.32 funding' });
  emit(ctx, { type: 'GoldChanged', empire, delta: amount, reason: 'S001 33.32 funding' });
}

/** S001 33.32: claims are swapped one for one; each new holder must satisfy 18.11 and 18.12. */
export function swapClaims(ctx: Ctx, c: Extract<MedievalCommand, { type: 'SwapClaims' }>, empire: number): Result {
  if (!isInt(c.with) || !isInt(c.give) || !isInt(c.take) || !ctx.state.areas[c.give] || !ctx.state.areas[c.take])
    return violation(Codes.malformed, 'SwapClaims needs with, give and take');
  if (!partners(ctx.state, empire).includes(c.with))
    return violation(Codes.illegalAction, 'claims are swapped only between empires of the same seat');
  const s = ctx.state;
  if (!hasBit(s.areas[c.give].claims, empire) || !hasBit(s.areas[c.take].claims, c.with))
    return violation(Codes.illegalAction, 'each side gives a claim it holds');
  if (!mayReceiveClaim(ctx, c.with, c.give) || !mayReceiveClaim(ctx, empire, c.take))
    return violation('CLAIM_NOT_ALLOWED', 'a new holder would break 18.11 or 18.12');
  emit(ctx, { type: 'ClaimsSwapped', a: empire, b: c.with, areaOfA: c.give, areaOfB: c.take });
}

/**
 * S001 33.32 (M25.5.2): areas swapped one for one (courts excepted [DESIGN]); an area its giver claims and
 * possesses goes only for another such area; the receiver of the higher SS pays the difference; the receiver of
 * an area in unrest gets 5 gold from its giver; every payment must be affordable; then communication is checked.
 */
export function swapAreas(ctx: Ctx, c: Extract<MedievalCommand, { type: 'SwapAreas' }>, empire: number): Result {
  if (!isInt(c.with) || !isInt(c.give) || !isInt(c.take) || !ctx.state.areas[c.give] || !ctx.state.areas[c.take])
    return violation(Codes.malformed, 'SwapAreas needs with, give and take');
  const s = ctx.state;
  if (!partners(s, empire).includes(c.with))
    return violation(Codes.illegalAction, 'areas are swapped only between empires of the same seat');
  if (s.areas[c.give].owner !== empire || s.areas[c.take].owner !== c.with)
    return violation(Codes.illegalAction, 'each side gives an area it owns');
  if (!areaSwapAllowed(s, empire, c.with, c.give, c.take))
    return violation(
      Codes.illegalAction,
      'courts are not swapped; claimed and possessed areas go only for one another, claims by 18.11-18.12; payments must be affordable',
    );
  const pay = payments(s, empire, c.with, c.give, c.take);
  emit(ctx, { type: 'AreasSwapped', a: empire, b: c.with, areaOfA: c.give, areaOfB: c.take });
  if (pay[0] > 0) transfer(ctx, empire, c.with, pay[0]);
  if (pay[1] > 0) transfer(ctx, c.with, empire, pay[1]);
  checkCommunication(ctx, empire);
  checkCommunication(ctx, c.with);
}

/** What each side pays: [paid by a, paid by b]. */
function payments(s: MedievalState, a: number, b: number, areaOfA: number, areaOfB: number): [number, number] {
  let byA = 0;
  let byB = 0;
  const diff = s.areas[areaOfA].ss - s.areas[areaOfB].ss;
  if (diff > 0) byB += diff; // b receives the higher SS
  if (diff < 0) byA += -diff;
  if (s.areas[areaOfA].unrest) byA += 5; // a gives an area in unrest
  if (s.areas[areaOfB].unrest) byB += 5;
  const net = Math.min(byA, byB);
  return [byA - net, byB - net];
}

function transfer(ctx: Ctx, from: number, to: number, amount: number): void {
  emit(ctx, { type: 'GoldChanged', empire: from, delta: -amount, reason: 'S001 33.32 area swap' });
  emit(ctx, { type: 'GoldChanged', empire: to, delta: amount, reason: 'S001 33.32 area swap' });
}

export function areaSwapAllowed(s: MedievalState, a: number, b: number, give: number, take: number): boolean {
  if (s.empires[a].court === give || s.empires[b].court === take) return false;
  const claimedA = hasBit(s.areas[give].claims, a);
  const claimedB = hasBit(s.areas[take].claims, b);
  if (claimedA !== claimedB) return false;
  const like = { state: s } as Ctx;
  if (claimedA && (!mayReceiveClaim(like, b, give) || !mayReceiveClaim(like, a, take))) return false;
  const pay = payments(s, a, b, give, take);
  return s.empires[a].gold >= pay[0] && s.empires[b].gold >= pay[1];
}
