import { Codes, violation, type RuleViolation } from '@empires/rules-kernel';
import type { MedievalCommand } from '../commands';
import { emit, type Ctx } from '../ctx';
import { hasBit, type MedievalState, type Pending } from '../state';
import { claimsRestricted, gainClaim, mayClaim, noParley } from './claims';
import { checkCommunication, relocateCourt } from './court';

/** S003 18.0(3b): the areas on which the acting empire may call a claim parley now. */
export function parleyAreas(s: MedievalState, empire: number): number[] {
  const ctxLike = { state: s } as Ctx;
  const out: number[] = [];
  if (noParley(s, empire) || claimsRestricted(s, empire)) return out; // S003 18.3(2)
  s.areas.forEach((a, area) => {
    if (a.owner !== empire || !hasBit(a.ties, empire) || (a.claims & ~(1 << empire)) === 0) return;
    if (!mayClaim(ctxLike, empire, area) || s.parleysThisRound.includes(empire * 256 + area)) return;
    out.push(area);
  });
  return out;
}

/**
 * S003 18.2 / S001 33.27-33.28: every empire in play votes with its Diplomatic stature. A seat casts the votes
 * of its Player and Allied Empires; an Independent that owns or claims the area votes No; any other
 * Independent's votes go to the seat with the highest 2d6 + its Player Empire's D (a reroll among the tied).
 */
export function callClaimParley(
  ctx: Ctx,
  c: Extract<MedievalCommand, { type: 'CallClaimParley' }>,
  empire: number,
): RuleViolation | void {
  if (typeof c.area !== 'number' || !ctx.state.areas[c.area])
    return violation(Codes.malformed, 'CallClaimParley needs an area');
  if (!parleyAreas(ctx.state, empire).includes(c.area))
    return violation(Codes.illegalAction, 'no claim parley may be called on that area now (18.0(3b))');
  const s = ctx.state;
  const { voterSeat, ballots } = electorate(s);
  s.empires.forEach((e, i) => {
    if (e.status !== 'independent' || noParley(s, i)) return;
    const a = s.areas[c.area];
    if (a.owner === i || hasBit(a.claims, i)) ballots[i] = -1; // 33.28
  });
  emit(ctx, { type: 'ClaimParleyCalled', caller: empire, area: c.area, voterSeat, ballots });
  openBallots(ctx, ballots);
}

function electorate(s: MedievalState): { voterSeat: number[]; ballots: (number | null)[] } {
  return {
    voterSeat: s.empires.map((e, i) =>
      (e.status === 'player' || e.status === 'allied') && !noParley(s, i) ? e.seat : -1,
    ),
    // Removed empires and those flagged `noParley` (S003 18.3(2)) cast no votes: their ballots are blank from the start.
    ballots: s.empires.map((e, i) => (e.status === 'removed' || noParley(s, i) ? 0 : null)),
  };
}

function openBallots(ctx: Ctx, ballots: readonly (number | null)[]): void {
  ctx.state.empires.forEach((e, i) => {
    if (e.status === 'independent' && ballots[i] === null) rollForVotes(ctx, i);
  });
  decideIfComplete(ctx);
}

/**
 * S003 12.32: after a Christian leader's diplomatic conquest of a Christian leader's area, the victim may contest
 * by parley; an Independent victim always does (S001 33.28: it votes Yes on annulling a conquest taken from it).
 */
export function offerContest(ctx: Ctx, victim: number, conqueror: number, area: number, claimGiven: boolean): void {
  const v = ctx.state.empires[victim];
  if (noParley(ctx.state, victim)) return; // S003 18.3(2): it may not call a parley
  if (v.seat >= 0 && !ctx.state.seats[v.seat].resigned) {
    emit(ctx, { type: 'ContestAwaited', empire: victim, seat: v.seat, area, conqueror, claimGiven });
    return;
  }
  contest(ctx, victim, conqueror, area, claimGiven);
}

export function contest(ctx: Ctx, victim: number, conqueror: number, area: number, claimGiven: boolean): void {
  const { voterSeat, ballots } = electorate(ctx.state);
  if (ctx.state.empires[victim].status === 'independent') ballots[victim] = 1;
  emit(ctx, { type: 'ContestParleyCalled', victim, conqueror, area, claimGiven, voterSeat, ballots });
  openBallots(ctx, ballots);
}

/** The victim's answer to ContestAwaited. */
export function answerContest(
  ctx: Ctx,
  c: Extract<MedievalCommand, { type: 'ContestConquest' | 'AcceptConquest' }>,
  p: Pending,
): RuleViolation | void {
  if (c.type === 'AcceptConquest')
    return void emit(ctx, { type: 'ConquestAccepted', empire: p.empire, area: p.area ?? -1 });
  contest(ctx, p.empire, p.conqueror ?? -1, p.area ?? -1, p.claimGiven ?? false);
}

function rollForVotes(ctx: Ctx, empire: number): void {
  let pool = ctx.state.seats.map((seat, i) => (seat.resigned ? -1 : i)).filter((i) => i >= 0);
  if (pool.length === 0) return void emit(ctx, { type: 'BallotCast', seat: -1, empire, vote: 0 });
  for (;;) {
    const rolls = pool.map((seat) => {
      const dice = [ctx.dice.d6(), ctx.dice.d6()];
      return { seat, dice, total: dice[0] + dice[1] + ctx.state.empires[ctx.state.seats[seat].empire].leader.d };
    });
    const best = Math.max(...rolls.map((r) => r.total));
    const tied = rolls.filter((r) => r.total === best).map((r) => r.seat);
    emit(ctx, { type: 'IndependentVotesRolled', empire, rolls, seat: tied.length === 1 ? tied[0] : -1 });
    if (tied.length === 1) return;
    pool = tied;
  }
}

/** Ballots still owed by a seat in the parley. */
export function ballotsOwed(s: MedievalState, seat: number): number[] {
  const p = s.parley;
  return p ? p.ballots.map((b, i) => (b === null && p.voterSeat[i] === seat ? i : -1)).filter((i) => i >= 0) : [];
}

export function castBallot(
  ctx: Ctx,
  c: Extract<MedievalCommand, { type: 'CastBallot' }>,
  seat: number,
): RuleViolation | void {
  if (typeof c.empire !== 'number' || ![-1, 0, 1].includes(c.vote))
    return violation(Codes.malformed, 'CastBallot needs empire and vote (1 Yes, -1 No, 0 abstain)');
  if (!ballotsOwed(ctx.state, seat).includes(c.empire))
    return violation(Codes.notYourTurn, 'this seat casts no ballot for that empire now');
  emit(ctx, { type: 'BallotCast', seat, empire: c.empire, vote: c.vote });
  decideIfComplete(ctx);
}

/** Ballots of a seat that leaves are abstentions. */
export function abstainFor(ctx: Ctx, seat: number): void {
  for (const empire of ballotsOwed(ctx.state, seat)) emit(ctx, { type: 'BallotCast', seat, empire, vote: 0 });
  decideIfComplete(ctx);
}

/** All ballots in: Yes wins if its votes exceed No's (a tie fails); the caller then receives the claim. */
function decideIfComplete(ctx: Ctx): void {
  const p = ctx.state.parley;
  if (!p || p.ballots.some((b) => b === null)) return;
  const ballots = p.ballots.map((b) => b ?? 0);
  const votes = (v: number) => ballots.reduce((n, b, i) => n + (b === v ? ctx.state.empires[i].leader.d : 0), 0);
  const yes = votes(1);
  const no = votes(-1);
  emit(ctx, { type: 'ParleyDecided', area: p.area, caller: p.caller, ballots, yes, no, passed: yes > no });
  if (yes <= no) return;
  if (p.kind === 'claim') return gainClaim(ctx, p.caller, p.area, 'S003 18.0(3b)');
  // M21.3: the area returns to the victim with its present SS and fort, without unrest; a T/C tie stays, its claim goes.
  if (ctx.state.areas[p.area].owner !== p.conqueror) return;
  // An exile that made the area its court (M22.4b) loses it with the area, and relocates (M22.1).
  const wasCourt = ctx.state.empires[p.conqueror].court === p.area;
  emit(ctx, { type: 'ConquestAnnulled', area: p.area, to: p.caller, from: p.conqueror, claimRemoved: p.claimGiven });
  if (ctx.state.areas[p.area].unrest) emit(ctx, { type: 'UnrestChanged', area: p.area, unrest: false });
  const victim = ctx.state.empires[p.caller];
  if (
    victim.court < 0 &&
    ctx.state.areas[p.area].language === victim.language &&
    ctx.state.areas[p.area].religion === victim.religion
  )
    emit(ctx, { type: 'CourtMoved', empire: p.caller, area: p.area });
  if (wasCourt) relocateCourt(ctx, p.conqueror);
  checkCommunication(ctx, p.caller);
  checkCommunication(ctx, p.conqueror);
}
