import { Codes, violation, type RuleViolation } from '@empires/rules-kernel';
import type { MedievalCommand } from './commands';
import { emit, type Ctx } from './ctx';
import { mayReceiveClaim } from './rules/claims';
import { isRival } from './rules/resolve';
import { hasBit, type MedievalState } from './state';

type Result = RuleViolation | void;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** S003 12.41(2) / M18.2: the empire waives (or no longer waives) its tie's +2 on an area where it holds a tie. */
export function setTieWaiver(ctx: Ctx, c: Extract<MedievalCommand, { type: 'SetTieWaiver' }>, empire: number): Result {
  if (!isInt(c.area) || typeof c.waive !== 'boolean' || !ctx.state.areas[c.area])
    return violation(Codes.malformed, 'SetTieWaiver needs area and waive');
  if (!hasBit(ctx.state.areas[c.area].ties, empire))
    return violation(Codes.illegalAction, 'the empire holds no tie there');
  if (ctx.state.empires[empire].waivers.includes(c.area) === c.waive)
    return violation(Codes.illegalAction, 'the waiver is already so');
  emit(ctx, { type: 'TieWaiverSet', empire, area: c.area, waive: c.waive });
}

/** S003 12.42: a tie may be broken by its holder's free choice. */
export function removeTie(ctx: Ctx, c: Extract<MedievalCommand, { type: 'RemoveTie' }>, empire: number): Result {
  if (!isInt(c.area) || !ctx.state.areas[c.area]) return violation(Codes.malformed, 'RemoveTie needs an area');
  if (!hasBit(ctx.state.areas[c.area].ties, empire))
    return violation(Codes.illegalAction, 'the empire holds no tie there');
  emit(ctx, { type: 'TieRemoved', empire, area: c.area });
}

/** M19.11: a Player Empire may give a claim it holds to an empire that may hold it (S003 18.11, 18.12). */
export function giveClaim(ctx: Ctx, c: Extract<MedievalCommand, { type: 'GiveClaim' }>, empire: number): Result {
  if (!isInt(c.area) || !isInt(c.to) || !ctx.state.areas[c.area] || !ctx.state.empires[c.to])
    return violation(Codes.malformed, 'GiveClaim needs area and to');
  if (ctx.state.empires[empire].status !== 'player')
    return violation(Codes.illegalAction, 'only a Player Empire gives claims (allies swap them, S001 33.32)');
  if (!hasBit(ctx.state.areas[c.area].claims, empire))
    return violation(Codes.illegalAction, 'the empire holds no claim there');
  if (c.to === empire || ctx.state.empires[c.to].status === 'removed' || !mayReceiveClaim(ctx, c.to, c.area))
    return violation('CLAIM_NOT_ALLOWED', 'the recipient may not hold that claim (18.11, 18.12)');
  emit(ctx, { type: 'ClaimGiven', from: empire, to: c.to, area: c.area });
}

/** S001 33.43: a rival seat switches its −2 on another seat's Allied Empire on or off. */
export function setRivalPenalty(
  ctx: Ctx,
  c: Extract<MedievalCommand, { type: 'SetRivalPenalty' }>,
  seat: number,
): Result {
  if (!isInt(c.empire) || typeof c.on !== 'boolean' || !ctx.state.empires[c.empire])
    return violation(Codes.malformed, 'SetRivalPenalty needs empire and on');
  if (!isRival(ctx.state, seat, c.empire))
    return violation(Codes.illegalAction, "this seat holds too few ties on that ally's court");
  if (ctx.state.seats[seat].rivalPenalties.includes(c.empire) === c.on)
    return violation(Codes.illegalAction, 'the penalty is already so');
  emit(ctx, { type: 'RivalPenaltySet', seat, empire: c.empire, on: c.on });
}

/** Legal toggles of the acting empire's seat. */
export function toggleActions(s: MedievalState, seat: number, empire: number): MedievalCommand[] {
  const out: MedievalCommand[] = [];
  const e = s.empires[empire];
  s.areas.forEach((a, area) => {
    if (!hasBit(a.ties, empire)) return;
    out.push({ type: 'SetTieWaiver', area, waive: !e.waivers.includes(area) }, { type: 'RemoveTie', area });
  });
  if (e.status === 'player')
    s.areas.forEach((a, area) => {
      if (!hasBit(a.claims, empire)) return;
      s.empires.forEach((other, to) => {
        if (to !== empire && other.status !== 'removed' && mayReceiveClaim({ state: s } as Ctx, to, area))
          out.push({ type: 'GiveClaim', area, to });
      });
    });
  s.empires.forEach(
    (_, i) =>
      isRival(s, seat, i) &&
      out.push({ type: 'SetRivalPenalty', empire: i, on: !s.seats[seat].rivalPenalties.includes(i) }),
  );
  return out;
}
