import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import { emit, type Ctx } from '../ctx';
import { reaches } from '../supply';
import type { WarlordsState } from '../state';
import { maxRegiments } from '../traits';

/** Regiments a place may raise per turn: a town 1, a capital 2. */
const production = (kind: 'town' | 'capital'): number => (kind === 'capital' ? 2 : 1);

/** What a place can still raise this turn for the seat (0 if it is not the seat's). */
export function capacityLeft(s: WarlordsState, seat: number, space: number): number {
  const i = space >= 0 ? (s.townAt[space] ?? -1) : -1;
  if (i < 0 || s.towns[i].occupant !== seat) return 0;
  return production(s.towns[i].kind) - (s.turn?.produced[i] ?? 0);
}

const ownGeneral = (s: WarlordsState, seat: number, piece: unknown): boolean => {
  const p = typeof piece === 'number' ? s.pieces[piece] : undefined;
  return !!p && p.owner === seat && p.status === 'active' && p.attacking < 0;
};

export function raiseProblem(
  s: WarlordsState,
  seat: number,
  from: number,
  piece: number,
  count: number,
  label?: Int32Array,
): RuleViolation | null {
  if (s.turn?.step !== 'raise') return violation(W.wrongStep, 'regiments are raised in step 1');
  const i = Number.isInteger(from) && from >= 0 ? (s.townAt[from] ?? -1) : -1;
  if (i < 0 || s.towns[i].occupant !== seat)
    return violation(W.notProducer, 'regiments come from a town or capital your forces occupy');
  if (!ownGeneral(s, seat, piece)) return violation(W.notYourPiece, 'raised regiments go under one of your generals');
  const left = capacityLeft(s, seat, from);
  if (!Number.isInteger(count) || count < 1) return violation(W.badCount, 'raise at least one regiment');
  if (count > left) return violation(W.overProduction, `this place can raise ${left} more this turn`);
  if (s.pieces[piece].regiments + count > maxRegiments(s, piece))
    return violation(W.capExceeded, `he may command at most ${maxRegiments(s, piece)} regiments`);
  const to = s.pieces[piece].space;
  const joined = label ? label[from] > 0 && label[from] === label[to] : reaches(s, seat, from, (x) => x === to);
  if (!joined) return violation(W.noSupply, 'no unbroken supply line from that place to him');
  return null;
}

export function raise(ctx: Ctx, seat: number, from: number, piece: number, count: number): RuleViolation | void {
  const problem = raiseProblem(ctx.state, seat, from, piece, count);
  if (problem) return problem;
  emit(ctx, { type: 'RegimentsRaised', seat, from, piece, count });
}

/** A general may dismiss regiments while supply lines join him to a town or capital his forces occupy. */
export function dismissProblem(
  s: WarlordsState,
  seat: number,
  piece: number,
  count: number,
  label?: Int32Array,
): RuleViolation | null {
  if (s.turn?.step !== 'raise') return violation(W.wrongStep, 'regiments are dismissed in step 1');
  if (!ownGeneral(s, seat, piece)) return violation(W.notYourPiece, 'not one of your generals');
  const p = s.pieces[piece];
  // His last regiment is the general himself: dismissing it would kill him.
  if (!Number.isInteger(count) || count < 1 || count >= p.regiments)
    return violation(W.badCount, 'dismiss from 1 to all but his last regiment');
  const held = (x: number) => s.townAt[x] >= 0 && s.towns[s.townAt[x]].occupant === seat;
  const joined = label
    ? label[p.space] > 0 && s.towns.some((t) => t.occupant === seat && label[t.space] === label[p.space])
    : reaches(s, seat, p.space, held);
  if (!joined) return violation(W.noSupply, 'he is not joined by supply lines to a friendly occupied town');
  return null;
}

export function dismiss(ctx: Ctx, seat: number, piece: number, count: number): RuleViolation | void {
  const problem = dismissProblem(ctx.state, seat, piece, count);
  if (problem) return problem;
  emit(ctx, { type: 'RegimentsDismissed', seat, piece, count });
}

export function endRaising(ctx: Ctx): RuleViolation | void {
  const s = ctx.state;
  if (s.turn?.step !== 'raise') return violation(W.wrongStep, 'not in step 1');
  emit(ctx, { type: 'RaisingEnded', seat: s.turn.seat, startRegiments: s.pieces.map((p) => p.regiments) });
}
