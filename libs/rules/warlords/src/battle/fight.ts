import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import { emit, type Ctx } from '../ctx';
import { classify } from '../rules/movement';
import { isPlaying } from '../queries';
import { battlesOf, turnSeat, type WarlordsState } from '../state';
import { aftermath, returnBeside } from './aftermath';
import { settleCasualties } from './casualties';
import { defendingGeneral, eligibleDefenders, isTownBattle, onBattlefield } from './field';
import { rollBattle } from './roll';

/** The defender of a declared target, or -1 if nothing of another playing seat stands there now. */
function defenderAt(s: WarlordsState, seat: number, target: number): number {
  if (classify(s, seat, target, -1) !== 'enemy') return -1;
  const t = s.townAt[target];
  if (t >= 0) return s.towns[t].occupant;
  const g = s.pieces.findIndex((p) => p.space === target && p.attacking < 0 && p.status === 'active');
  return g >= 0 ? s.pieces[g].owner : -1;
}

function fightProblem(s: WarlordsState, seat: number, target: number): RuleViolation | null {
  const t = s.turn;
  if (!t || t.step !== 'battle') return violation(W.wrongStep, 'battles are fought in step 3');
  if (t.fight || s.pending) return violation(W.decisionPending, 'finish the battle in progress first');
  if (t.seat !== seat) return violation(W.notYourTurn, 'the attacking player orders the battles');
  if (!t.battles.some((b) => b.target === target && !b.fought))
    return violation(W.noSuchBattle, 'no battle waits at that space');
  return null;
}

/** Starts the battle at `target` (the attacker's choice of order), or voids it if its enemy is gone. */
export function beginFight(ctx: Ctx, target: number): void {
  const s = ctx.state;
  const seat = turnSeat(s);
  const battle = battlesOf(s).find((b) => b.target === target && !b.fought);
  const attackers = (battle?.attackers ?? []).filter(
    (i) => s.pieces[i].status === 'active' && s.pieces[i].attacking === target,
  );
  const defender = defenderAt(s, seat, target);
  if (defender < 0 || !isPlaying(s, defender) || !attackers.length) {
    emit(ctx, { type: 'BattleVoided', target });
    attackers.forEach((piece) => returnBeside(ctx, piece, target));
    emit(ctx, { type: 'BattleEnded', target });
    return;
  }
  emit(ctx, { type: 'BattleBegan', target, attackers, defender });
}

export function fight(ctx: Ctx, seat: number, target: number): RuleViolation | void {
  const problem = fightProblem(ctx.state, seat, target);
  if (problem) return problem;
  beginFight(ctx, target);
}

function commitProblem(s: WarlordsState, seat: number, main: number, assists: readonly number[]): RuleViolation | null {
  const f = s.turn?.fight;
  if (!f || f.stage !== 'defenders' || f.committed) return violation(W.wrongStep, 'no battle waits for its defenders');
  if (f.defender !== seat) return violation(W.notYourTurn, 'the defending player commits defenders');
  const eligible = eligibleDefenders(s, f);
  if (
    !Array.isArray(assists) ||
    new Set(assists).size !== assists.length ||
    !assists.every((a) => eligible.includes(a))
  ) {
    return violation(
      W.notEligible,
      'assisting defenders touch the battlefield, are not attacked and have not assisted this turn',
    );
  }
  if (isTownBattle(s, f)) {
    if (main === -1) return assists.length ? violation(W.notEligible, 'name a main defender of the town') : null;
    if (!eligible.includes(main) || assists.includes(main))
      return violation(W.notEligible, 'the main defender must touch the town and not be attacked');
    return null;
  }
  if (main !== defendingGeneral(s, f)) return violation(W.notEligible, 'the general attacked is the main defender');
  return null;
}

export function commitDefenders(
  ctx: Ctx,
  seat: number,
  main: number,
  assists: readonly number[],
): RuleViolation | void {
  const problem = commitProblem(ctx.state, seat, main, assists);
  if (problem) return problem;
  emit(ctx, { type: 'DefendersCommitted', target: ctx.state.turn?.fight?.target ?? -1, main, assists: [...assists] });
}

export function retreat(ctx: Ctx, seat: number, to: number): RuleViolation | void {
  const p = ctx.state.pending;
  if (p?.kind !== 'retreat') return violation(W.wrongStep, 'no general waits to retreat');
  if (p.seat !== seat) return violation(W.notYourTurn, 'the defending player chooses the retreat');
  if (!p.options.includes(to))
    return violation(W.badRetreat, 'he retreats to one of the three free spaces opposite the attack');
  emit(ctx, { type: 'GeneralRetreated', piece: p.piece, to });
}

/** Runs the battle in progress as far as it goes without a player's decision. Returns true when it is over. */
export function continueFight(ctx: Ctx): boolean {
  for (let guard = 0; guard < 50; guard++) {
    const s = ctx.state;
    const f = s.turn?.fight;
    if (!f) return true;
    if (s.pending) return false;
    if (f.stage !== 'aftermath' && !isPlaying(s, f.defender)) {
      // The defender surrendered mid-battle: nothing is left to fight.
      emit(ctx, { type: 'BattleVoided', target: f.target });
      onBattlefield(s, f).forEach((piece) => returnBeside(ctx, piece, f.target));
      emit(ctx, { type: 'BattleEnded', target: f.target });
      return true;
    }
    if (f.stage === 'defenders') {
      if (!f.committed) {
        if (eligibleDefenders(s, f).length) return false;
        emit(ctx, {
          type: 'DefendersCommitted',
          target: f.target,
          main: isTownBattle(s, f) ? -1 : defendingGeneral(s, f),
          assists: [],
        });
      }
      rollBattle(ctx);
    } else if (f.stage === 'casualties') {
      if (!settleCasualties(ctx)) return false;
    } else return aftermath(ctx);
  }
  return false;
}
