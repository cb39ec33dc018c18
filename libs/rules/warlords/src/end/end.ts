import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import { emit, type Ctx } from '../ctx';
import type { EndReason, WarlordsState } from '../state';
import { ranks, scores } from './score';

const playing = (s: WarlordsState): number[] => s.seats.map((_, i) => i).filter((i) => s.seats[i].status === 'playing');

const hasGenerals = (s: WarlordsState, seat: number): boolean =>
  s.pieces.some((p) => p.owner === seat && p.status === 'active');

function finish(ctx: Ctx, reason: EndReason, winners: readonly number[]): void {
  const score = scores(ctx.state);
  emit(ctx, { type: 'GameEnded', reason, ranks: ranks(ctx.state, winners, score), scores: score });
}

/** The highest scores among the seats still playing (all of them if tied). */
const leaders = (s: WarlordsState): number[] => {
  const score = scores(s);
  const alive = playing(s);
  const best = Math.max(...alive.map((i) => score[i]));
  return alive.filter((i) => score[i] === best);
};

/**
 * The seed's endings that the board decides: one empire left standing (every other capital
 * captured or surrendered), or one seat left with generals (all others' killed). Returns true
 * when the game is over.
 */
export function checkEnd(ctx: Ctx): boolean {
  const s = ctx.state;
  if (s.phase === 'ended') return true;
  if (s.phase !== 'play') return false;
  const alive = playing(s);
  if (alive.length <= 1) {
    finish(ctx, 'capitals', alive);
    return true;
  }
  const armed = alive.filter((seat) => hasGenerals(s, seat));
  if (armed.length === 1) {
    finish(ctx, 'generals', armed);
    return true;
  }
  if (armed.length === 0) {
    finish(ctx, 'no generals', leaders(s));
    return true;
  }
  return false;
}

export function endByRoundLimit(ctx: Ctx): void {
  finish(ctx, 'round limit', leaders(ctx.state));
}

/**
 * "The game ends when agreed to by all surviving players on whatever terms they see fit": the
 * seat whose turn it is proposes ranks for the seats still playing; everyone else must accept.
 */
export function proposeProblem(s: WarlordsState, seat: number, proposed: unknown): RuleViolation | null {
  if (s.turn?.seat !== seat) return violation(W.notYourTurn, 'propose an end on your own turn');
  if (s.pending || s.turn.fight) return violation(W.decisionPending, 'a decision is awaited first');
  if (s.proposal || s.turn.proposed) return violation(W.alreadyProposed, 'one proposal per turn');
  const r = proposed as number[];
  const ok =
    Array.isArray(r) &&
    r.length === s.seats.length &&
    r.every((x) => Number.isInteger(x) && x >= 1 && x <= s.seats.length);
  if (!ok) return violation(W.badRanks, 'ranks: one whole number from 1 per seat');
  return null;
}

export function proposeEnd(ctx: Ctx, seat: number, proposed: readonly number[]): RuleViolation | void {
  const problem = proposeProblem(ctx.state, seat, proposed);
  if (problem) return problem;
  emit(ctx, { type: 'EndProposed', seat, ranks: [...proposed] });
}

export function voters(s: WarlordsState): number[] {
  const accepted = s.proposal?.accepted;
  return accepted ? playing(s).filter((i) => !accepted.includes(i)) : [];
}

export function answerEnd(ctx: Ctx, seat: number, accept: boolean): RuleViolation | void {
  if (!voters(ctx.state).includes(seat)) return violation(W.noProposal, 'no proposal awaits your answer');
  emit(ctx, accept ? { type: 'EndAccepted', seat } : { type: 'EndRejected', seat });
}

/** Every playing seat accepted: the game ends on the proposed ranks, fallen seats after them. */
export function settleProposal(ctx: Ctx): boolean {
  const s = ctx.state;
  const proposed = s.proposal?.ranks;
  if (!proposed || voters(s).length) return false;
  const alive = playing(s);
  const worst = Math.max(...alive.map((i) => proposed[i]));
  const fallenRanks = ranks(s, [], scores(s));
  const r = s.seats.map((st, i) => (st.status === 'playing' ? proposed[i] : worst + fallenRanks[i] - alive.length));
  emit(ctx, { type: 'GameEnded', reason: 'agreed', ranks: r, scores: scores(s) });
  return true;
}
