import { emit, type Ctx } from '../ctx';
import { hasStatureMark } from './year-tables';
import { clampER, readCard, BANDS, bandOf } from './year-tables';
import { popAtLeastOne, popOf } from './areas';
import { loseSS, unrestOrCheck } from './rebellion';
import { relocateCourt, relocateMagnateCourt, checkCommunication } from './court';
import { statureCheck } from './stature';
import { boostCard } from '../cards/holding';
import { defenseBonus, resolveDefense } from './defense';
import type { Attack, MedievalState } from '../state';

/** The owner of a target defends (M13.1-13.2): a seat is asked; an Independent defends with a card and 2 gold. */
export function askDefense(ctx: Ctx, resolve: (ctx: Ctx) => void): void {
  const a = ctx.state.attack;
  if (!a) return;
  if (a.defender >= 0) {
    const d = ctx.state.empires[a.defender];
    if (d.cards.length >= 1 && d.gold >= 2) {
      if (d.seat >= 0 && !ctx.state.seats[d.seat].resigned) {
        emit(ctx, { type: 'DefenseAwaited', empire: a.defender, seat: d.seat });
        return;
      }
      emit(ctx, {
        type: 'DefenseDeclared',
        empire: a.defender,
        gold: 0,
        ...(boostCard(ctx.state, a.defender, 'defense') >= 0 ? { mercenaries: true } : {}),
      });
    }
  }
  resolve(ctx);
}

/** ER of a raid (M23.3: Combat + Pop − SS − Fort) or a Magnate's endeavour (M24.2), before any Defense. */
function independentAttackER(s: MedievalState, a: Attack): number {
  const t = s.areas[a.target];
  if (a.raider >= 0) return raiderCombat(a.raider, s.round) + popOf(a.target) - t.ss - t.fort;
  const m = s.magnates[a.magnate];
  const base = s.areas[a.base].ss;
  return a.kind === 'conquest' ? m.combat + base - t.ss - t.fort : m.combat + base + popOf(a.target) - t.ss - t.fort;
}

import { MILLENNIUM } from '../data/millennium';
export function raiderCombat(group: number, round: number): number {
  const row = MILLENNIUM.raiders[group].combat.find(([from, to]) => round >= from && round <= to);
  return row ? row[2] : 0;
}

/** Resolves a raid or a Magnate's attack with a d56 (M23.3, M24.2); gold is lost; Defense as for empires. */
export function resolveIndependentAttack(ctx: Ctx): void {
  const a = ctx.state.attack;
  if (!a) return;
  const d = a.defended ? ctx.state.empires[a.defender] : null;
  const bonus = defenseBonus(ctx, a);
  const er = clampER(independentAttackER(ctx.state, a) - (d ? d.leader.c + a.defenseGold + bonus : 0));
  const card = ctx.dice.int(1, 56);
  const result = readCard(a.kind, er, card);
  emit(ctx, { type: 'IndependentAttackResolved', target: a.target, card, er, band: BANDS[bandOf(er)], result });
  const { card: defenseCard, result: defense } = d ? resolveDefense(ctx, a, bonus) : { card: 0, result: '0' };
  const held = defense === 'H' || defense === 'X';
  if (result === '-B' && a.magnate >= 0) loseSS(ctx, a.base, false);
  if ((result === 'G' || result === 'GU' || result === '-T' || result === 'C*') && !held) loseSS(ctx, a.target, false);
  if (result === 'GU' && !held) unrestOrCheck(ctx, a.target);
  if ((result === 'C' || result === 'C*') && a.magnate >= 0) magnateConquest(ctx, a.magnate, a.base, a.target);
  if (defense === 'X' && a.magnate >= 0) loseSS(ctx, a.base, false);
  if (defense === '-D') loseSS(ctx, a.target, false);
  if (d && hasStatureMark(defenseCard, ctx.state.options.statureCheckMarks)) statureCheck(ctx, a.defender);
}

/** M24.2: a Magnate's conquest follows the population rule; a complete one adds the area (fort −1, no unrest). */
function magnateConquest(ctx: Ctx, magnate: number, base: number, target: number): void {
  const attacker = 200 + magnate; // Magnates' markers use ids above every empire.
  emit(ctx, { type: 'ConquestMarkerPlaced', area: target, attacker, base });
  if (ctx.state.areas[target].markers.filter((m) => m >> 8 === attacker).length < popAtLeastOne(target)) return;
  const before = ctx.state.areas[target];
  const wasCourt = before.owner >= 0 && ctx.state.empires[before.owner].court === target;
  emit(ctx, { type: 'AreaTakenByMagnate', area: target, magnate, from: before.owner });
  const fort = Math.max(0, before.fort - ctx.state.options.fortLossOnConquest);
  if (fort !== before.fort) emit(ctx, { type: 'FortChanged', area: target, fort });
  if (before.magnate >= 0 && ctx.state.magnates[before.magnate].court === target)
    relocateMagnateCourt(ctx, before.magnate);
  if (wasCourt) relocateCourt(ctx, before.owner);
  checkCommunication(ctx, before.owner);
}
