import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import { emit, type Ctx } from '../ctx';
import { battlesOf, moverOf, type WarlordsState } from '../state';
import { abandonedAt, classify, enemyLineAt, modeOf, speedProblem, stepProblem } from './movement';

/**
 * Entering an enemy general's, town's or capital's space. Against a general of a surrendered
 * empire there is no battle: he is slaughtered and the attacker takes his space. Otherwise the
 * battle waits for step 3; the first general to attack a space is its main attacker, a later one
 * assists unless the player names him main instead.
 */
export function attackProblem(
  s: WarlordsState,
  seat: number,
  piece: number,
  target: number,
  main: boolean,
): RuleViolation | null {
  const step = stepProblem(s, seat, piece, target, 'a general attacks a neighbouring space');
  if (step) return step;
  if (typeof main !== 'boolean') return violation(W.malformed, 'main is true or false');
  if (classify(s, seat, target, piece) !== 'enemy')
    return violation(W.notEnemy, 'no enemy general, town or capital there');
  const mode = modeOf(s, piece);
  let slowed = mode !== 0;
  if (abandonedAt(s, target, piece) >= 0) {
    const enemyLine = enemyLineAt(s, seat, target);
    if (enemyLine && mode === 1) return violation(W.layAndDestroy, 'he has laid lines and may not destroy one');
    slowed = slowed || enemyLine;
  } else if (!main && !battlesOf(s).some((b) => b.target === target)) {
    return violation(W.noMainAttacker, 'the first general to attack a space is its main attacker');
  }
  return speedProblem(s, piece, slowed);
}

export function attack(ctx: Ctx, seat: number, piece: number, target: number, main: boolean): RuleViolation | void {
  const problem = attackProblem(ctx.state, seat, piece, target, main);
  if (problem) return problem;
  const s = ctx.state;
  const from = s.pieces[piece].space;
  const mover = moverOf(s);
  if (mover >= 0 && mover !== piece) emit(ctx, { type: 'GeneralHalted', piece: mover });
  const abandoned = abandonedAt(s, target, piece);
  if (abandoned >= 0) {
    emit(ctx, { type: 'AbandonedGeneralSlaughtered', piece: abandoned, by: piece });
    emit(ctx, { type: 'GeneralMoved', piece, from, to: target });
    if (enemyLineAt(s, seat, target))
      emit(ctx, { type: 'SupplyLineDestroyed', seat, owner: s.lines[target], space: target });
    emit(ctx, { type: 'GeneralHalted', piece });
    return;
  }
  const exists = battlesOf(s).some((b) => b.target === target);
  emit(ctx, { type: 'AttackDeclared', piece, target, from, main: !exists || main });
}
