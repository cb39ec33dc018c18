import { emit, type Ctx } from '../ctx';
import { popOf } from './areas';
import { enlargements } from '../cards/holding';
import { rebellionValue } from './areas';
import { rebellionCheck, loseSS, unrestOrCheck } from './rebellion';

/** M17.2 tax cap: max(0, SS). */
export const taxCap = (ss: number): number => Math.max(0, ss);

/** M17.3: crown income comes with the taxation step when the empire has a court. */
export function beginTaxation(ctx: Ctx, empire: number): void {
  emit(ctx, { type: 'TaxationBegan', empire });
  const income = ctx.state.empires[empire].court >= 0 ? ctx.state.options.crownIncome : 0;
  // M17.3: +1 per Enlargement of King's Personal Demesne in play.
  const delta = income + enlargements(ctx.state, empire);
  if (delta > 0) emit(ctx, { type: 'GoldChanged', empire, delta, reason: 'crown income' });
}

/** M17.2: a levy of g ≥ 1 gives g gold and a rebellion check with g in the value; 0 settles the area untaxed. */
export function levy(ctx: Ctx, empire: number, area: number, gold: number): void {
  emit(ctx, { type: 'TaxLevied', empire, area, gold });
  if (gold >= 1) rebellionCheck(ctx, area, gold);
}

/** M17.4: plunder gains max(1, Pop + SS), then SS −1 and unrest (a check if already in unrest). */
export function plunder(ctx: Ctx, empire: number, area: number): void {
  const gold = Math.max(1, popOf(area) + ctx.state.areas[area].ss);
  emit(ctx, { type: 'AreaPlundered', empire, area, gold });
  loseSS(ctx, area, false);
  unrestOrCheck(ctx, area);
}

/** S001 33.24B: the largest levy keeping the rebellion value at most 1. */
export function independentLevy(ctx: Ctx, area: number): number {
  const s = ctx.state;
  return Math.max(0, Math.min(taxCap(s.areas[area].ss), 1 - rebellionValue(s, area, 0)));
}
