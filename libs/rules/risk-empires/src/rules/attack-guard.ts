import { violation, type RuleViolation } from '@empires/rules-kernel';
import { C } from '../codes';
import { attackTurn, type AttackTurn, type RiskState } from '../state';
import { mustAct } from './guards';

/** The attacker may start something new: nothing is waiting on a choice, an occupation or placement. */
export function attackReady(s: RiskState, seat: number): RuleViolation | AttackTurn {
  const bad = mustAct(s, seat, 'attack');
  if (bad) return bad;
  const a = attackTurn(s);
  if (a.battle?.asking) return violation(C.cityChoicePending, 'the defender is deciding about its city');
  if (a.occupy) return violation(C.occupyFirst, 'move armies into the conquered territory first');
  if (a.mustTrade)
    return violation(C.mustTradeCards, 'with 6 or more cards after an elimination, trade down to 4 first');
  if (s.toPlace[seat] > 0) return violation(C.placeFirst, 'place the armies from the cards traded first');
  return a;
}

/** Attacks (Air Drop and Nuke included) end with the first free move (S002 4). */
export function attacksOpen(s: RiskState, seat: number): RuleViolation | AttackTurn {
  const a = attackReady(s, seat);
  if ('violation' in a) return a;
  if (a.moved) return violation(C.attacksOver, 'attacks are over once a free move is made');
  return a;
}
