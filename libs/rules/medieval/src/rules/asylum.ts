import { Codes, violation, type RuleViolation } from '@empires/rules-kernel';
import type { MedievalCommand } from '../commands';
import { emit, type Ctx } from '../ctx';
import type { MedievalState } from '../state';
import { thresholdOf } from './alliance-core';
import { endAlliance, formAlliance } from './alliance';

/**
 * S001 33.61: an Independent that lost its court and cannot make a new one asks every seat, sealed, whether it
 * offers asylum. With no seat left at all it is removed at once (33.64).
 */
export function askAsylum(ctx: Ctx, empire: number): void {
  const s = ctx.state;
  if (s.seats.every((seat) => seat.resigned)) return void emit(ctx, { type: 'EmpireRemoved', empire });
  const offers = s.seats.map((seat) => (seat.resigned ? false : null));
  const ties = s.seats.map((seat) => s.empires[empire].allianceTies[seat.empire]);
  emit(ctx, { type: 'AsylumAsked', empire, offers, ties });
}

/** S001 33.63: the seat of an Allied Empire without a court chooses asylum (the alliance goes on, in exile) or termination. */
export function askCourtlessAlly(ctx: Ctx, empire: number): void {
  const e = ctx.state.empires[empire];
  if (e.seat >= 0 && !ctx.state.seats[e.seat].resigned)
    emit(ctx, { type: 'CourtlessAllyAwaited', empire, seat: e.seat });
  else askAsylum(ctx, empire);
}

export function resolveCourtlessAlly(
  ctx: Ctx,
  c: Extract<MedievalCommand, { type: 'ResolveCourtlessAlly' }>,
  empire: number,
): RuleViolation | void {
  if (c.choice !== 'asylum' && c.choice !== 'terminate')
    return violation(Codes.malformed, 'choice is asylum or terminate');
  emit(ctx, { type: 'CourtlessAllyResolved', empire, choice: c.choice });
  if (c.choice === 'asylum') return setHostTies(ctx, empire, ctx.state.empires[empire].seat);
  endAlliance(ctx, empire, 'S001 33.63 terminated without a court');
  askAsylum(ctx, empire);
}

export const asylumOwed = (s: MedievalState, seat: number): boolean => !!s.asylum && s.asylum.offers[seat] === null;

export function offerAsylum(
  ctx: Ctx,
  c: Extract<MedievalCommand, { type: 'OfferAsylum' }>,
  seat: number,
): RuleViolation | void {
  if (typeof c.offer !== 'boolean') return violation(Codes.malformed, 'OfferAsylum needs offer');
  if (!asylumOwed(ctx.state, seat)) return violation(Codes.notYourTurn, 'no asylum declaration is asked of this seat');
  emit(ctx, { type: 'AsylumDeclared', seat, offer: c.offer });
  decideAsylum(ctx);
}

/** A seat that leaves declares no offer. */
export function declineAsylumFor(ctx: Ctx, seat: number): void {
  if (!asylumOwed(ctx.state, seat)) return;
  emit(ctx, { type: 'AsylumDeclared', seat, offer: false });
  decideAsylum(ctx);
}

/**
 * When every seat has declared: none → removal (33.64); one → that seat; several → 2d6 + D + ties to the lost court
 * (before the loss), the highest (a reroll among the tied). Only seats still playing are hosts. The host gains the alliance, in exile, with ties
 * set to the last court's threshold (33.62). No gold may be added.
 */
function decideAsylum(ctx: Ctx): void {
  const a = ctx.state.asylum;
  if (!a || a.offers.some((o) => o === null)) return;
  const offers = a.offers.map((o) => o === true);
  // Asylum is granted "by some player": a seat that offered and has since resigned plays no more.
  let pool = offers.map((o, seat) => (o && !ctx.state.seats[seat].resigned ? seat : -1)).filter((seat) => seat >= 0);
  const rolls: { seat: number; dice: number[]; total: number }[] = [];
  while (pool.length > 1) {
    const round = pool.map((seat) => {
      const dice = [ctx.dice.d6(), ctx.dice.d6()];
      return {
        seat,
        dice,
        total: dice[0] + dice[1] + ctx.state.empires[ctx.state.seats[seat].empire].leader.d + a.ties[seat],
      };
    });
    rolls.push(...round);
    const best = Math.max(...round.map((r) => r.total));
    pool = round.filter((r) => r.total === best).map((r) => r.seat);
  }
  const host = pool.length === 1 ? pool[0] : -1;
  emit(ctx, { type: 'AsylumDecided', empire: a.empire, offers, rolls, host });
  if (host < 0) return void emit(ctx, { type: 'EmpireRemoved', empire: a.empire });
  formAlliance(ctx, a.empire, host);
  setHostTies(ctx, a.empire, host);
}

/** S001 33.62: the host's ties are set to the threshold of the last court. */
function setHostTies(ctx: Ctx, empire: number, seat: number): void {
  const holder = ctx.state.seats[seat].empire;
  const count = thresholdOf(ctx.state, empire);
  if (ctx.state.empires[empire].allianceTies[holder] !== count)
    emit(ctx, { type: 'AllianceTiesSet', empire, holder, count });
}

/**
 * The seat's ally lost its court and the seat must choose asylum or termination for it: ending
 * the alliance otherwise would leave that choice pending for an empire no seat runs. (A choice
 * of the design where it is silent: the pending choice is the way to terminate.)
 */
export const awaitsCourtlessChoice = (s: MedievalState, empire: number): boolean =>
  s.pending?.kind === 'courtlessAlly' && s.pending.empire === empire;
