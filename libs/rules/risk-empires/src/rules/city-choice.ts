import { violation, type RuleViolation } from '@empires/rules-kernel';
import { C } from '../codes';
import { emit, type Ctx } from '../ctx';
import type { RiskState } from '../state';
import { convertCity, fight, fightDrop } from './attack';

/** The seat asked to choose about its city before combat (S002 4), or -1. */
export function cityChooser(s: RiskState): number {
  const b = s.phase === 'attack' ? s.attack?.battle : null;
  return b?.asking ? s.owner[b.to] : -1;
}

/** The defender converts its city into 3 armies (or what its stock allows), or keeps it; combat follows. */
export function chooseCity(ctx: Ctx, convert: boolean, seat: number): RuleViolation | void {
  const s = ctx.state;
  const b = s.attack?.battle;
  if (!b || cityChooser(s) !== seat) return violation(C.noChoicePending, 'no city choice is asked of this seat');
  if (convert) convertCity(ctx, b.to, true);
  else emit(ctx, { type: 'CityKept', seat, territory: b.to });
  resumeBattle(ctx);
}

/** The roll that waited on the defender's choice. */
export function resumeBattle(ctx: Ctx): void {
  const b = ctx.state.attack?.battle;
  if (!b) return;
  if (b.from < 0) fightDrop(ctx);
  else fight(ctx, b.dice, b.from, b.to);
}
