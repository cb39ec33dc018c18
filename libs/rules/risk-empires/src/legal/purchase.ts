import { EMPIRE_CODES } from '../data/empire';
import { isDisaster } from '../data/goods';
import { buyable, HAND_LIMIT, price } from '../rules/purchase';
import type { RiskState } from '../state';
import { byWorth, cheapest, payments } from './goods-choice';
import type { Action } from './types';

/**
 * Each card the seat can afford, with the cheapest payment for it; and the end of the step with
 * the fewest discards (the least valuable cards), or, holding Disasters, discarding them. Decide
 * accepts any valid payment and any discard; only these canonical ones are listed, as all subsets
 * of a hand would be too many.
 */
export function purchaseActions(s: RiskState, seat: number): Action[] {
  const hand = s.goods[seat];
  const out: Action[] = [];
  let all: ReturnType<typeof payments> | null = null;
  for (let c = 0; c < EMPIRE_CODES; c++) {
    if (!buyable(s, seat, c)) continue;
    const cost = price(s, seat, c);
    if (cost === 0) {
      out.push({ type: 'BuyEmpireCards', cards: [c], goods: [] });
      continue;
    }
    all ??= payments(hand);
    const pay = cheapest(all, cost);
    if (pay) out.push({ type: 'BuyEmpireCards', cards: [c], goods: pay.cards });
  }
  const excess = hand.length - HAND_LIMIT;
  if (excess > 0) out.push({ type: 'FinishPurchasing', discard: byWorth(hand).slice(0, excess) });
  else {
    out.push({ type: 'FinishPurchasing', discard: [] });
    const disasters = hand.filter(isDisaster);
    if (disasters.length) out.push({ type: 'FinishPurchasing', discard: disasters });
  }
  return out;
}
