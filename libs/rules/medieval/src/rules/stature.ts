import { MAP, MILLENNIUM } from '../data/millennium';
import { emit, type Ctx } from '../ctx';
import type { Leader } from '../state';
import { queueAllianceRoll } from './alliance';

const roll2d6 = (ctx: Ctx): number[] => [ctx.dice.d6(), ctx.dice.d6()];
const sum = (d: readonly number[]) => d.reduce((x, y) => x + y, 0);
const clamp = (v: number) => Math.max(1, Math.min(9, v));

/** M7.3 heir table: 2 → 1, 3-4 → 2, 5-7 → 3, 8-9 → 4, 10-11 → 5, 12 → d6 (1-3 → 6, 4-5 → 7, 6 → 8). */
export function heirStature(dice: readonly number[]): number {
  const t = dice[0] + dice[1];
  if (t === 2) return 1;
  if (t <= 4) return 2;
  if (t <= 7) return 3;
  if (t <= 9) return 4;
  if (t <= 11) return 5;
  return dice[2] <= 3 ? 6 : dice[2] <= 5 ? 7 : 8;
}

/** M7.2 change for one stature: modified 2d6 ≤2 −2, 3-4 −1, 5-9 0, 10-11 +1, ≥12 +2. */
export function statureChange(stature: number, total: number): number {
  const m = total - (stature >= 6 ? 1 : 0) + (stature <= 2 ? 1 : 0);
  if (m <= 2) return -2;
  if (m <= 4) return -1;
  if (m <= 9) return 0;
  if (m <= 11) return 1;
  return 2;
}

function rollHeir(ctx: Ctx): { leader: Omit<Leader, 'name'>; rolls: number[][] } {
  const rolls: number[][] = [];
  const values = [0, 0, 0].map(() => {
    const d = roll2d6(ctx);
    if (d[0] + d[1] === 12) d.push(ctx.dice.d6());
    rolls.push(d);
    return heirStature(d);
  });
  return { leader: { c: values[0], a: values[1], d: values[2] }, rolls };
}

export function heirName(empire: number, heirs: number, court: number): string {
  const names = MILLENNIUM.empires[empire].heirNames;
  if (heirs < names.length) return names[heirs];
  const ordinal = heirs - names.length + 2;
  return `${court >= 0 ? MAP.areas[court].name : MILLENNIUM.empires[empire].name} the ${ordinal}${ordinal === 2 ? 'nd' : ordinal === 3 ? 'rd' : 'th'}`;
}

/** The pure part of a check on given statures: mortality, then C, A, D (M7.2), or a new heir (M7.3). */
export function statureCheckRolls(
  ctx: Ctx,
  leader: Omit<Leader, 'name'>,
): { mortality: number[]; rolls: number[][]; died: boolean; next: Omit<Leader, 'name'> } {
  const mortality = roll2d6(ctx);
  if (sum(mortality) <= 4) {
    const heir = rollHeir(ctx);
    return { mortality, rolls: heir.rolls, died: true, next: heir.leader };
  }
  const rolls: number[][] = [];
  const [c, a, d] = [leader.c, leader.a, leader.d].map((v) => {
    const r = roll2d6(ctx);
    rolls.push(r);
    return clamp(v + statureChange(v, sum(r)));
  });
  return { mortality, rolls, died: false, next: { c, a, d } };
}

/** A stature check on an empire's leader and what follows from it (M7.2 item 3, S001 33.26, 33.33, 33.44, 33.47). */
export function statureCheck(ctx: Ctx, empire: number): void {
  const e = ctx.state.empires[empire];
  if (e.status === 'removed') return;
  const r = statureCheckRolls(ctx, e.leader);
  const name = r.died ? heirName(empire, e.heirs, e.court) : e.leader.name;
  emit(ctx, {
    type: 'StatureChecked',
    empire,
    mortality: r.mortality,
    rolls: r.rolls,
    leader: { name, ...r.next },
    died: r.died,
  });
  const after = ctx.state.empires[empire];
  if (after.status === 'independent' || after.status === 'allied') queueAllianceRoll(ctx, empire);
  else if (after.status === 'player' && after.leader.d < e.leader.d) {
    // 33.47: a lower Diplomatic stature puts every alliance of the seat to the roll of 33.44.
    ctx.state.empires.forEach((x, i) => {
      if (x.status === 'allied' && x.seat === after.seat) queueAllianceRoll(ctx, i);
    });
  }
}
