import type { Dice } from '@empires/rules-kernel';
import { DISASTER_OF, GOODS_CARDS, GOODS_PILES, HOME_PILE, isDisaster, RIOT } from './data/goods';
import { points } from './rules/points';
import { numbersTrue } from './rules/trade';
import { ACTIVE, type Offer, type RiskState } from './state';

/** Random tries to find offered cards that make another seat's statement true. */
const OFFER_TRIES = 64;

/** Unseen goods cards, with the means to draw them at random. */
class Pool {
  private readonly placed = new Uint8Array(GOODS_CARDS);

  /** Records a card as seen in its place; false when it is no card or was already placed. */
  take(c: number): boolean {
    if (!(c >= 0 && c < GOODS_CARDS) || this.placed[c]) return false;
    this.placed[c] = 1;
    return true;
  }

  unseen(keep: (c: number) => boolean = () => true): number[] {
    const out: number[] = [];
    for (let c = 0; c < GOODS_CARDS; c++) if (!this.placed[c] && keep(c)) out.push(c);
    return out;
  }

  /** A random unseen card passing `keep`, now placed; -1 when there is none. */
  draw(dice: Dice, keep: (c: number) => boolean = () => true): number {
    const xs = this.unseen(keep);
    if (xs.length === 0) return -1;
    const c = dice.pick(xs);
    this.placed[c] = 1;
    return c;
  }
}

interface Holding {
  readonly hand: number[];
  readonly aside: number[];
  /** Hidden cards still to deal into the hand and aside. */
  handSlots: number;
  asideSlots: number;
}

type Dealt = Pick<RiskState, 'goods' | 'aside' | 'piles' | 'trade'>;

/**
 * Goods cards of a world consistent with what `seat` saw: its own cards as they are, every card
 * it saw elsewhere where it saw it, and each hidden card (-1) drawn from the cards it never saw.
 * Hidden hand cards are drawn pile by pile in proportion to how far each pile has shrunk beyond
 * the unseen cards it still needs, so a seat's cards come from the piles that were drawn from.
 * Cards left over go to the bottom of their own piles; hands and piles keep their sizes where the
 * unseen cards allow. Other seats' open offers get cards that make their statements true when
 * random tries find such.
 */
export function dealGoods(s: RiskState, seat: number, dice: Dice): Dealt {
  const pool = new Pool();
  const holdings = s.goods.map((hand, o): Holding => {
    const mine = o === seat;
    if (!mine && s.status[o] !== ACTIVE) return { hand: [], aside: [], handSlots: 0, asideSlots: 0 };
    const known = (cards: readonly number[]) => cards.filter((c) => pool.take(c));
    const h = known(hand);
    const a = known(s.aside[o]);
    return {
      hand: h,
      aside: a,
      handSlots: mine ? 0 : hand.length - h.length,
      asideSlots: mine ? 0 : s.aside[o].length - a.length,
    };
  });
  const piles = s.piles.map((p) => p.map((c) => (pool.take(c) ? c : -1)));

  riotAwaited(s, seat, holdings, pool, dice);
  const trade = s.trade && {
    ...s.trade,
    offers: s.trade.offers.map((o) => (o.from === seat ? o : dealOffer(o, holdings[o.from], pool, dice))),
  };
  dealHidden(holdings, piles, pool, dice);
  return {
    goods: holdings.map((h) => h.hand),
    aside: holdings.map((h) => h.aside),
    piles: refillPiles(piles, pool, dice),
    trade,
  };
}

/**
 * Another seat stopped in its Disasters step is waiting to order its cities for Riots: the card
 * it turns over first must be a Riots card, whatever the seat's view shows set aside.
 */
function riotAwaited(s: RiskState, seat: number, holdings: Holding[], pool: Pool, dice: Dice): void {
  if (s.phase !== 'disasters' || s.seat < 0 || s.seat === seat) return;
  const h = holdings[s.seat];
  if (h.aside.length > 0 && DISASTER_OF[h.aside[0]] === RIOT) return;
  const riot = pool.draw(dice, (c) => DISASTER_OF[c] === RIOT);
  if (riot < 0) return;
  h.aside.unshift(riot);
  if (h.asideSlots > 0) h.asideSlots--;
  else if (h.handSlots > 0) h.handSlots--;
}

/** Cards for another seat's open offer, drawn from its known cards and the unseen ones. */
function dealOffer(o: Offer, maker: Holding, pool: Pool, dice: Dice): Offer {
  const known = maker.hand.slice();
  const unseen = pool.unseen();
  const from = [...known, ...unseen];
  if (from.length < o.count) return o;
  let cards: number[] = [];
  for (let i = 0; i < OFFER_TRIES; i++) {
    cards = dice.shuffle(from).slice(0, o.count);
    if ((o.points === null || points(cards) === o.points) && (o.numbers === null || numbersTrue(cards, o.numbers)))
      break;
  }
  for (const c of cards) {
    if (known.includes(c) || !pool.take(c)) continue;
    maker.hand.push(c);
    if (maker.handSlots > 0) maker.handSlots--;
  }
  return { ...o, cards };
}

function dealHidden(holdings: Holding[], piles: number[][], pool: Pool, dice: Dice): void {
  for (const h of holdings) {
    for (; h.asideSlots > 0; h.asideSlots--) {
      const c = pool.draw(dice, isDisaster);
      if (c >= 0) h.aside.push(c);
    }
  }
  const labels = dice.shuffle(shrunkBy(piles, pool));
  for (const h of holdings) {
    for (; h.handSlots > 0; h.handSlots--) {
      const p = labels.pop();
      let c = p === undefined ? -1 : pool.draw(dice, (x) => HOME_PILE[x] === p);
      if (c < 0) c = pool.draw(dice);
      if (c >= 0) h.hand.push(c);
    }
  }
}

/** A pile label per unseen card of that pile beyond the hidden places left in it. */
function shrunkBy(piles: readonly number[][], pool: Pool): number[] {
  const unseen = Array(GOODS_PILES).fill(0);
  for (const c of pool.unseen()) unseen[HOME_PILE[c]]++;
  const labels: number[] = [];
  for (let p = 0; p < GOODS_PILES; p++) {
    const hidden = piles[p].filter((c) => c < 0).length;
    for (let k = hidden; k < unseen[p]; k++) labels.push(p);
  }
  return labels;
}

/** Hidden places of each pile get its remaining unseen cards; any more go in at random places. */
function refillPiles(piles: readonly number[][], pool: Pool, dice: Dice): number[][] {
  const left: number[][] = Array.from({ length: GOODS_PILES }, () => []);
  for (const c of dice.shuffle(pool.unseen())) left[HOME_PILE[c]].push(c);
  return piles.map((pile, p) => {
    const out: number[] = [];
    for (const c of pile) {
      if (c >= 0) out.push(c);
      else if (left[p].length) out.push(left[p].pop() as number);
    }
    for (const c of left[p]) out.splice(dice.int(0, out.length), 0, c);
    return out;
  });
}
