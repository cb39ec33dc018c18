import { violation, type RuleViolation } from '@empires/rules-kernel';
import { C } from '../codes';
import { emit, type Ctx } from '../ctx';
import { GOODS_CARDS, GOODS_VALUE } from '../data/goods';
import type { RiskState, TradeStep } from '../state';
import { allIn, isInt, isIntList } from '../validate';
import { points } from './points';

/** S002 6: each trade is 3 or more cards for 3 or more cards. */
export const MIN_TRADE = 3;

/** Cards of the seat's hand in its own open offer: they cannot be used elsewhere meanwhile. */
const lockedBy = (t: TradeStep | null, seat: number): readonly number[] =>
  t?.offers.find((o) => o.from === seat)?.cards ?? [];
export const freeCards = (s: RiskState, seat: number): number[] => {
  const locked = lockedBy(s.trade, seat);
  return s.goods[seat].filter((c) => !locked.includes(c));
};

/** The seat trades now: it is an eligible trader that has not finished. */
function trading(s: RiskState, seat: number): RuleViolation | TradeStep {
  if (s.phase !== 'trade' || !s.trade) return violation(C.wrongPhase, 'goods cards are traded in the Trade step');
  if (!s.trade.traders[seat])
    return violation(C.notATrader, 'only seats holding 3 or more goods cards at the start of the step trade');
  if (s.trade.finished[seat]) return violation(C.notATrader, 'you have finished trading');
  return s.trade;
}

/** Whether every stated number is on a distinct offered card (numbers are a multiset). */
export function numbersTrue(cards: readonly number[], numbers: readonly number[]): boolean {
  const values = cards.map((c) => GOODS_VALUE[c]);
  for (const n of numbers) {
    const at = values.indexOf(n);
    if (n < 1 || at < 0) return false;
    values.splice(at, 1);
  }
  return true;
}

/**
 * S002 6: an offer of 3+ cards to one other trader. The number of cards must be stated truly, and
 * at least one other fact: the total points, or numbers on the cards. The rules referee the
 * statement: a false one voids the offer (it is refused and changes nothing).
 */
export function proposeTrade(
  ctx: Ctx,
  c: { to: unknown; cards: unknown; count: unknown; points?: unknown; numbers?: unknown; ask: unknown },
  seat: number,
): RuleViolation | void {
  const s = ctx.state;
  const t = trading(s, seat);
  if ('violation' in t) return t;
  if (
    !isInt(c.to, 0, s.seats - 1) ||
    !isIntList(c.cards, 0, GOODS_CARDS - 1) ||
    !isInt(c.count, 0, GOODS_CARDS) ||
    !isInt(c.ask, MIN_TRADE, GOODS_CARDS)
  ) {
    return violation(C.malformed, 'to is a seat, cards distinct goods ids, count a number, ask at least 3');
  }
  const statedPoints = c.points ?? null;
  const statedNumbers = c.numbers ?? null;
  if (statedPoints !== null && !isInt(statedPoints, 0, 100000))
    return violation(C.malformed, 'points must be a whole number');
  if (
    statedNumbers !== null &&
    (!Array.isArray(statedNumbers) || statedNumbers.length === 0 || !statedNumbers.every((n) => isInt(n, 1, 9)))
  ) {
    return violation(C.malformed, 'numbers must be a non-empty list of card numbers 1 to 9');
  }
  if (c.to === seat || !t.traders[c.to] || t.finished[c.to])
    return violation(C.notATrader, 'offer to another seat that is still trading');
  if (t.offers.some((o) => o.from === seat)) return violation(C.offerOpen, 'one open offer at a time');
  if (t.offersMade[seat] >= s.options.tradeOfferCap)
    return violation(C.offerLimit, `at most ${s.options.tradeOfferCap} offers per Trade step`);
  if (c.cards.length < MIN_TRADE) return violation(C.tooFewCards, 'offer 3 or more cards');
  if (!allIn(c.cards, s.goods[seat])) return violation(C.noSuchCard, 'you do not hold those goods cards');
  if (statedPoints === null && statedNumbers === null)
    return violation(C.noStatement, 'state the total points or a card number');
  if (c.count !== c.cards.length) return violation(C.falseStatement, 'the number of cards offered was stated falsely');
  if (statedPoints !== null && statedPoints !== points(c.cards))
    return violation(C.falseStatement, 'the total points were stated falsely');
  if (statedNumbers !== null && !numbersTrue(c.cards, statedNumbers as number[]))
    return violation(C.falseStatement, 'a card number was stated falsely');
  const numbers = statedNumbers as number[] | null;
  emit(ctx, {
    type: 'TradeProposed',
    offer: t.nextOffer,
    from: seat,
    to: c.to,
    cards: c.cards,
    count: c.count,
    points: statedPoints,
    numbers,
    ask: c.ask,
  });
}

function offerTo(s: RiskState, seat: number, offer: unknown): RuleViolation | NonNullable<TradeStep['offers'][number]> {
  const t = trading(s, seat);
  if ('violation' in t) return t;
  const o = t.offers.find((x) => x.id === offer);
  if (!o || o.to !== seat) return violation(C.noSuchOffer, 'no such offer to you');
  return o;
}

/** The receiver gives the asked number of its cards; Disasters received go face down aside. */
export function acceptTrade(ctx: Ctx, offer: unknown, cards: unknown, seat: number): RuleViolation | void {
  const s = ctx.state;
  const o = offerTo(s, seat, offer);
  if ('violation' in o) return o;
  if (!isIntList(cards, 0, GOODS_CARDS - 1)) return violation(C.malformed, 'cards must be distinct goods ids');
  if (cards.length !== o.ask) return violation(C.tooFewCards, `give exactly the ${o.ask} cards asked for`);
  if (!allIn(cards, s.goods[seat])) return violation(C.noSuchCard, 'you do not hold those goods cards');
  if (cards.some((c) => lockedBy(s.trade, seat).includes(c)))
    return violation(C.cardLocked, 'those cards are in your own open offer');
  emit(ctx, { type: 'TradeCompleted', offer: o.id, from: o.from, to: seat, given: o.cards, received: cards });
}

export function declineTrade(ctx: Ctx, offer: unknown, seat: number): RuleViolation | void {
  const o = offerTo(ctx.state, seat, offer);
  if ('violation' in o) return o;
  emit(ctx, { type: 'TradeDeclined', offer: o.id });
}

export function withdrawTrade(ctx: Ctx, offer: unknown, seat: number): RuleViolation | void {
  const t = trading(ctx.state, seat);
  if ('violation' in t) return t;
  const o = t.offers.find((x) => x.id === offer);
  if (!o || o.from !== seat) return violation(C.noSuchOffer, 'no such offer of yours');
  emit(ctx, { type: 'TradeWithdrawn', offer: o.id });
}

/** The seat is done: its open offer is withdrawn and offers to it lapse. */
export function finishTrading(ctx: Ctx, seat: number): RuleViolation | void {
  const t = trading(ctx.state, seat);
  if ('violation' in t) return t;
  emit(ctx, { type: 'TradingFinished', seat });
}
