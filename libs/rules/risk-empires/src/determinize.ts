import type { Dice } from '@empires/rules-kernel';
import { TERRITORY_CARDS } from './data/territory-cards';
import { dealGoods } from './determinize-goods';
import { ACTIVE, type RiskState } from './state';

/**
 * A whole world consistent with what `seat` knows, for bots that search (kernel `determinize`).
 * The state is the seat's own, folded from events redacted for it, where every card it may not see
 * is -1. Such a fold is approximate where hidden cards went back to the piles (see README "Hidden
 * information"), so this does not trust its counts blindly: every card ends in exactly one place,
 * seats out of the game hold nothing, and the piles and the deck take up what is left.
 * Everything public (board, Empire Cards, the seat's own cards) is kept as it is.
 */
export function determinize(s: RiskState, seat: number, dice: Dice): RiskState {
  if (s.phase === 'none' || s.seats === 0) return s;
  const { goods, aside, piles, trade } = dealGoods(s, seat, dice);
  const { cards, deck, discard } = dealTerritoryCards(s, seat, dice);
  return { ...s, goods, aside, piles, trade, cards, deck, discard };
}

/** Territory cards: the seat's own and the traded sets as seen; hidden ones from the unseen rest. */
function dealTerritoryCards(s: RiskState, seat: number, dice: Dice): Pick<RiskState, 'cards' | 'deck' | 'discard'> {
  const placed = new Uint8Array(TERRITORY_CARDS);
  const take = (c: number): boolean => c >= 0 && c < TERRITORY_CARDS && !placed[c] && (placed[c] = 1) === 1;
  const hands = s.cards.map((hand, o) => (o === seat ? hand.filter(take) : []));
  const discard = s.discard.map((c) => (take(c) ? c : -1));
  s.cards.forEach((hand, o) => {
    if (o !== seat && s.status[o] === ACTIVE) hands[o] = hand.map((c) => (take(c) ? c : -1));
  });
  const unseen: number[] = [];
  for (let c = 0; c < TERRITORY_CARDS; c++) if (!placed[c]) unseen.push(c);
  const deck = dice.shuffle(unseen);
  const fill = (xs: number[]): number[] =>
    xs.flatMap((c) => (c >= 0 ? [c] : deck.length ? [deck.pop() as number] : []));
  return { cards: hands.map(fill), discard: fill(discard), deck };
}
