import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import { emit, type Ctx } from '../ctx';
import { emitWithLimits } from '../limits';
import type { Fight, WarlordsState } from '../state';
import { hasChief } from '../traits';
import { isTownBattle, mainDefenderOf, onBattlefield, winnerSeat } from './field';

export interface Killable {
  /** Losing generals with regiments left. */
  readonly pieces: readonly number[];
  /** Whether the town's own regiment may be killed now. */
  readonly garrison: boolean;
  /** Regiments that can die in all (the town's included once its main defender is dead). */
  readonly capacity: number;
}

/** The town's regiment dies only after every regiment of its main defender. */
export function killable(s: WarlordsState, f: Fight): Killable {
  if (!f.attackerWon) {
    const pieces = onBattlefield(s, f).filter((i) => s.pieces[i].regiments > 0);
    return { pieces, garrison: false, capacity: pieces.reduce((a, i) => a + s.pieces[i].regiments, 0) };
  }
  const main = mainDefenderOf(s, f);
  const pieces = [main, ...f.defenders].filter(
    (i) => i >= 0 && s.pieces[i].status === 'active' && s.pieces[i].owner === f.defender && s.pieces[i].regiments > 0,
  );
  const held = isTownBattle(s, f) && s.towns[s.townAt[f.target]].occupant === f.defender;
  const garrison = held && !pieces.includes(main);
  const capacity = pieces.reduce((a, i) => a + s.pieces[i].regiments, 0) + (held ? 1 : 0);
  return { pieces, garrison, capacity };
}

/** Kills regiments of a losing general; his last one kills him (and a chief of staff riding with him). */
function killRegiments(ctx: Ctx, piece: number, count: number): void {
  const p = ctx.state.pieces[piece];
  if (p.regiments - count > 0) return void emit(ctx, { type: 'RegimentsKilled', piece, count });
  if (hasChief(ctx.state, piece)) emitWithLimits(ctx, { type: 'ChiefOfStaffKilled', seat: p.owner, disbanded: [] });
  emit(ctx, { type: 'GeneralKilled', piece, count });
}

function decisionProblem(s: WarlordsState, seat: number): RuleViolation | null {
  const f = s.turn?.fight;
  if (!f || f.stage !== 'casualties') return violation(W.wrongStep, 'no casualties to allocate');
  if (winnerSeat(s, f) !== seat) return violation(W.notYourTurn, 'the winner allocates the casualties');
  return null;
}

function allocateProblem(s: WarlordsState, seat: number, piece: number, count: number): RuleViolation | null {
  const base = decisionProblem(s, seat);
  const f = s.turn?.fight;
  if (base || !f) return base;
  if (!killable(s, f).pieces.includes(piece))
    return violation(W.badAllocation, 'kills go to losing generals with regiments left');
  const max = Math.min(f.killsLeft, s.pieces[piece].regiments);
  if (!Number.isInteger(count) || count < 1 || count > max) return violation(W.badCount, `from 1 to ${max} kills`);
  return null;
}

export function allocateKills(ctx: Ctx, seat: number, piece: number, count: number): RuleViolation | void {
  const problem = allocateProblem(ctx.state, seat, piece, count);
  if (problem) return problem;
  killRegiments(ctx, piece, count);
}

function killGarrisonProblem(s: WarlordsState, seat: number): RuleViolation | null {
  const base = decisionProblem(s, seat);
  const f = s.turn?.fight;
  if (base || !f) return base;
  if (!killable(s, f).garrison)
    return violation(W.badAllocation, "the town's regiment dies after every regiment of its main defender");
  return null;
}

export function killGarrison(ctx: Ctx, seat: number): RuleViolation | void {
  const problem = killGarrisonProblem(ctx.state, seat);
  if (problem) return problem;
  emit(ctx, { type: 'GarrisonKilled', space: ctx.state.turn?.fight?.target ?? -1 });
}

/**
 * Applies casualties the winner has no real choice about: all of them when the kills cover
 * everything, or the only target left. Returns true when it is done with casualties.
 */
export function settleCasualties(ctx: Ctx): boolean {
  for (let guard = 0; guard < 100; guard++) {
    const f = ctx.state.turn?.fight;
    if (!f || f.stage !== 'casualties') return true;
    const k = killable(ctx.state, f);
    const choices = k.pieces.length + (k.garrison ? 1 : 0);
    if (f.killsLeft <= 0 || choices === 0) {
      emit(ctx, { type: 'CasualtiesTaken', target: f.target });
      return true;
    }
    if (f.killsLeft < k.capacity && choices > 1) return false;
    if (k.pieces.length)
      killRegiments(ctx, k.pieces[0], Math.min(f.killsLeft, ctx.state.pieces[k.pieces[0]].regiments));
    else emit(ctx, { type: 'GarrisonKilled', space: f.target });
  }
  return false;
}
