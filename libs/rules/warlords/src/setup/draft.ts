import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import { emit, type Ctx } from '../ctx';
import { GENERALS, generalIndex } from '../generals/generals';
import { GENERALS_PER_SEAT, type WarlordsState } from '../state';

/**
 * The seed's optional draft (S004 2), as designed here: in turn order, `draftBans` rounds of bans
 * (a banned general may be drafted only by the seat that banned it), then `draftForces` rounds of
 * force turns (a seat names a general another seat must take), then snake rounds of picks until
 * every seat holds five. Everything is public; only the boxes the cards go into stay secret.
 */
export type DraftStep = { readonly kind: 'ban' | 'force' | 'pick'; readonly seat: number };

function draftSteps(s: WarlordsState): DraftStep[] {
  const order = s.order;
  const rounds = (kind: DraftStep['kind'], n: number) =>
    Array.from({ length: n }, () => order.map((seat) => ({ kind, seat })));
  const picks = Array.from({ length: GENERALS_PER_SEAT }, (_, r) =>
    (r % 2 === 0 ? order : [...order].reverse()).map((seat) => ({ kind: 'pick' as const, seat })),
  );
  return [...rounds('ban', s.options.draftBans), ...rounds('force', s.options.draftForces), ...picks].flat();
}

const full = (s: WarlordsState, seat: number) => s.seats[seat].hand.length >= GENERALS_PER_SEAT;

/** Seats a force turn of `seat` may target: any other with room for one more. */
export const forceTargets = (s: WarlordsState, seat: number): number[] =>
  s.order.filter((t) => t !== seat && !full(s, t));

/**
 * What `seat` may take: the pool less what others banned. When bans leave it nothing, the bans
 * lapse for it, so a draft always ends.
 */
export function draftable(s: WarlordsState, seat: number): number[] {
  const pool = s.draft?.pool ?? [];
  const open = pool.filter((g) => s.draft?.bannedBy[g] === -1 || s.draft?.bannedBy[g] === seat);
  return open.length > 0 ? open : pool.slice();
}

/** The step now due (its index), skipping picks of full hands and force turns with nobody to force. */
export function currentDraftStep(s: WarlordsState): { index: number; step: DraftStep } | null {
  if (s.phase !== 'draft' || !s.draft) return null;
  const steps = draftSteps(s);
  for (let index = s.draft.step; index < steps.length; index++) {
    const step = steps[index];
    if (step.kind === 'pick' && full(s, step.seat)) continue;
    if (step.kind === 'force' && forceTargets(s, step.seat).length === 0) continue;
    if (step.kind === 'ban' && (s.draft.pool.length === 0 || s.draft.pool.every((g) => s.draft?.bannedBy[g] !== -1)))
      continue;
    return { index, step };
  }
  return null;
}

export const draftDone = (s: WarlordsState): boolean => s.seats.every((_, seat) => full(s, seat));

function due(ctx: Ctx, seat: number, kind: DraftStep['kind']): { index: number } | RuleViolation {
  if (ctx.state.phase !== 'draft')
    return violation(W.wrongPhase, 'generals are drafted only in a draft, after sides are chosen');
  const now = currentDraftStep(ctx.state);
  if (!now || now.step.seat !== seat)
    return violation(W.notYourPick, now ? `seat ${now.step.seat} drafts now` : 'the draft is over');
  if (now.step.kind !== kind) return violation(W.wrongStep, `this is a ${now.step.kind} turn`);
  return { index: now.index };
}

export function banGeneral(ctx: Ctx, seat: number, general: unknown): RuleViolation | void {
  const turn = due(ctx, seat, 'ban');
  if ('code' in turn) return turn;
  const g = typeof general === 'string' ? generalIndex(general) : -1;
  if (!ctx.state.draft?.pool.includes(g) || ctx.state.draft.bannedBy[g] !== -1)
    return violation(W.notInPool, 'ban a general still in the pool and not banned yet');
  emit(ctx, { type: 'GeneralBanned', seat, general: GENERALS[g].id, step: turn.index });
}

export function draftGeneral(ctx: Ctx, seat: number, general: unknown): RuleViolation | void {
  const turn = due(ctx, seat, 'pick');
  if ('code' in turn) return turn;
  const g = typeof general === 'string' ? generalIndex(general) : -1;
  if (!draftable(ctx.state, seat).includes(g))
    return violation(W.notInPool, 'draft a general in the pool that nobody else banned');
  emit(ctx, { type: 'GeneralDrafted', seat, by: seat, general: GENERALS[g].id, step: turn.index });
}

export function forceGeneral(ctx: Ctx, seat: number, general: unknown, target: unknown): RuleViolation | void {
  const turn = due(ctx, seat, 'force');
  if ('code' in turn) return turn;
  if (typeof target !== 'number' || !forceTargets(ctx.state, seat).includes(target))
    return violation(W.badTarget, 'force a general on another seat with room for it');
  const g = typeof general === 'string' ? generalIndex(general) : -1;
  if (!draftable(ctx.state, target).includes(g))
    return violation(W.notInPool, 'force a general in the pool that the target may draft');
  emit(ctx, { type: 'GeneralDrafted', seat: target, by: seat, general: GENERALS[g].id, step: turn.index });
}

/** For `placement: auto` games: the dice take the turn due, legally. */
export function autoDraftStep(ctx: Ctx): boolean {
  const now = currentDraftStep(ctx.state);
  if (!now) return false;
  const { seat, kind } = now.step;
  const pick = (seatFor: number) => GENERALS[ctx.dice.pick(draftable(ctx.state, seatFor))].id;
  if (kind === 'ban')
    banGeneral(
      ctx,
      seat,
      GENERALS[ctx.dice.pick(ctx.state.draft?.pool.filter((g) => ctx.state.draft?.bannedBy[g] === -1) ?? [])].id,
    );
  else if (kind === 'pick') draftGeneral(ctx, seat, pick(seat));
  else {
    const target = ctx.dice.pick(forceTargets(ctx.state, seat));
    forceGeneral(ctx, seat, pick(target), target);
  }
  return true;
}
