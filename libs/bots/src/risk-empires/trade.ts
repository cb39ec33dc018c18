import type { RiskCommand, RiskState } from '@empires/rules-risk-empires';
import { cheapestGive } from './hand';
import { isDisaster, points, VALUE } from './rules';

// Local copies of imported tables: imported bindings compile to getters, and these are read in every loop.
const value = VALUE;

type Offer = NonNullable<RiskState['trade']>['offers'][number];

/** Table 1 points of a multiset of card numbers. */
function valuePoints(values: readonly number[]): number {
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const v of values) counts[v]++;
  return counts.reduce((sum, n, v) => (n ? sum + v * 2 ** (n - 1) : sum), 0);
}

const numbersOf = (cards: readonly number[]): number[] => cards.filter((c) => !isDisaster(c)).map((c) => value[c]);

/**
 * S002 6, for a two-sided table where the other trader's gain is the seat's loss. An offer is taken
 * only when its statement proves it holds no Disaster (numbers named for every card) and it adds more
 * to the hand than the cards given take away, or when the seat can pay with Disasters of its own
 * (they strike the maker). The seat offers only its Disasters and its least missed cards, naming the
 * numbers of the real ones, so a careless receiver takes the Disasters.
 */
export function tradeStep(s: RiskState, seat: number): RiskCommand {
  const t = s.trade;
  if (!t) return { type: 'FinishTrading' };
  const mineOpen = t.offers.find((o) => o.from === seat);
  const locked = mineOpen?.cards ?? [];
  const free = s.goods[seat].filter((c) => !locked.includes(c));
  for (const o of t.offers) {
    if (o.to !== seat) continue;
    if (free.length < o.ask) return { type: 'DeclineTrade', offer: o.id };
    const give = cheapestGive(free, o.ask);
    return worthTaking(free, give, o)
      ? { type: 'AcceptTrade', offer: o.id, cards: give }
      : { type: 'DeclineTrade', offer: o.id };
  }
  if (!mineOpen && t.offersMade[seat] < s.options.tradeOfferCap) {
    const proposal = dumpDisasters(s, seat, free);
    if (proposal) return proposal;
  }
  return { type: 'FinishTrading' };
}

function worthTaking(free: readonly number[], give: readonly number[], o: Offer): boolean {
  const disastersGiven = give.filter(isDisaster).length;
  const kept = free.filter((c) => !give.includes(c));
  const named = o.numbers ?? [];
  const sure = named.length === o.count;
  const before = numbersOf(kept);
  let gain = valuePoints([...before, ...named]) - points(free);
  if (!sure) {
    const rest = o.points === null ? 0 : Math.max(0, o.points - named.reduce((a, v) => a + v, 0));
    // Unnamed cards may be Disasters striking the seat: their points are counted at half.
    gain += rest / 2 - 4 * (o.count - named.length);
  }
  // What the seat gives is the maker's gain: on a two-sided table, half of it is the seat's loss.
  const fed = valuePoints(numbersOf(give)) / 2;
  const strike = 6 * Math.min(2, disastersGiven);
  return (sure || disastersGiven > 0) && gain - fed + strike > 2;
}

/** An offer of the seat's Disasters with its least missed cards, stating the numbers of the others. */
function dumpDisasters(s: RiskState, seat: number, free: readonly number[]): RiskCommand | null {
  const t = s.trade;
  if (!t || !free.some(isDisaster) || free.length < 3) return null;
  const to = t.traders.findIndex((trades, o) => trades && o !== seat && !t.finished[o]);
  if (to < 0) return null;
  const cards = cheapestGive(free, 3);
  const numbers = numbersOf(cards);
  return numbers.length
    ? { type: 'ProposeTrade', to, cards, count: 3, numbers, ask: 3 }
    : { type: 'ProposeTrade', to, cards, count: 3, points: 0, ask: 3 };
}
