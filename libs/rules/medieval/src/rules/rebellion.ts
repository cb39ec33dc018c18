import { emit, recordDice, type Ctx } from '../ctx';
import { rebellionValue } from './areas';
import { checkCommunication, relocateCourt } from './court';
import { ariseMagnate } from './attack-phase';

/** M18.3: the totals on which a check fails, as "at most lo or at least hi", by rebellion value 1..7. */
const LO = [0, 3, 4, 4, 5, 5, 6, 6];
const HI = [13, 11, 11, 10, 10, 9, 9, 8];

export function checkFails(rv: number, total: number): boolean {
  if (rv <= 0) return false;
  if (rv >= 8) return true;
  return total <= LO[rv] || total >= HI[rv];
}

/** A rebellion check on an owned area (M18.3-18.4), `levy` included in its value. */
export function rebellionCheck(ctx: Ctx, area: number, levy = 0): void {
  const a = ctx.state.areas[area];
  if (a.owner < 0) return;
  const rv = rebellionValue(ctx.state, area, levy);
  const dice = [ctx.dice.d6(), ctx.dice.d6()];
  const failed = checkFails(rv, dice[0] + dice[1]);
  emit(ctx, { type: 'RebellionChecked', area, rv, dice, failed });
  if (!failed) return;
  if (ctx.state.options.rebellionModel === 'twoStep' && !a.unrest) {
    emit(ctx, { type: 'UnrestChanged', area, unrest: true });
    return;
  }
  rebel(ctx, area);
}

/** M18.4.3: the area becomes unowned; a lost court is relocated (M22). */
function rebel(ctx: Ctx, area: number): void {
  const from = ctx.state.areas[area].owner;
  const wasCourt = ctx.state.empires[from].court === area;
  emit(ctx, { type: 'AreaRebelled', area, from });
  if (wasCourt) relocateCourt(ctx, from);
  else checkCommunication(ctx, from);
  // M18.4.4: on a d6 of 5-6 a Magnate arises there.
  if (!ctx.state.options.magnates) return;
  const roll = ctx.dice.d6();
  recordDice(ctx, 'M18.4.4', [roll], { area });
  if (roll >= ctx.state.options.magnateOnRebellion) ariseMagnate(ctx, area);
}

/** M8.2: an SS loss (floor -3); on an area in unrest that is a foreign base or a domestic target it forces a check. */
export function loseSS(ctx: Ctx, area: number, checkIfUnrest: boolean): void {
  const a = ctx.state.areas[area];
  const ss = Math.max(-3, a.ss - 1);
  if (ss !== a.ss) emit(ctx, { type: 'SocialStateChanged', area, ss });
  if (checkIfUnrest && a.unrest && a.owner >= 0) rebellionCheck(ctx, area);
}

/** Unrest, or a check when the area is already in unrest (plunder, GU, -1U). */
export function unrestOrCheck(ctx: Ctx, area: number): void {
  const a = ctx.state.areas[area];
  if (a.owner < 0) return;
  if (a.unrest) rebellionCheck(ctx, area);
  else emit(ctx, { type: 'UnrestChanged', area, unrest: true });
}
