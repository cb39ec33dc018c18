import type { Dice } from '@empires/rules-kernel';

/**
 * The 58 Goods Cards (S002 Equipment) as ids 0..57. Suit matters only for the royalty
 * (Disasters), so the numbered cards are told apart by id alone.
 *
 * The seed lists "All the Aces (One), 7 Twos, 6 Threes, 6 Fours, 5 Fives, 5 Sixes, 5 Sevens,
 * 4 Eights, 4 Nines" plus eight royalty cards and says "58 cards in total". With the four Aces of
 * one pack that is only 54. Table 1 settles it: its rows give the largest possible set of each
 * value (8 Ones, 7 Twos, 6 Threes, 6 Fours, 5 Fives, 5 Sixes, 5 Sevens, 4 Eights, 4 Nines), which
 * with the eight royalty cards is exactly 58. So there are 8 Aces (the seed uses four packs).
 */
const VALUE_COUNTS: readonly number[] = [0, 8, 7, 6, 6, 5, 5, 5, 4, 4];

/** Disaster kinds; the suit of the royalty card gives the kind (S002 Table 2). */
export const QUAKE = 0; // Diamonds
export const FLOOD = 1; // Hearts
export const PLAGUE = 2; // Spades
export const RIOT = 3; // Clubs
export const DISASTER_NAMES = ['Quakes', 'Floods', 'Plague', 'Riots'] as const;

export const GOODS_CARDS = 58;
/** The goods cards lie in five piles (S002 Set Up); a city draws from one of them. */
export const GOODS_PILES = 5;
/** Face value of a goods card; a Disaster counts zero (S002 6). */
export const GOODS_VALUE: readonly number[] = [];
/** Disaster kind of a goods card, or -1 for a numbered card. */
export const DISASTER_OF: readonly number[] = [];
/** Whether the card is a King (S002 Table 2 note: +1 to armies lost). */
export const IS_KING: readonly boolean[] = [];
/** The pile (0..4) the card starts in and returns to the bottom of (S002 7 and 8). */
export const HOME_PILE: readonly number[] = [];

const valuePile = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4];
for (let v = 1; v <= 9; v++) {
  for (let n = 0; n < VALUE_COUNTS[v]; n++) {
    (GOODS_VALUE as number[]).push(v);
    (DISASTER_OF as number[]).push(-1);
    (IS_KING as boolean[]).push(false);
    (HOME_PILE as number[]).push(valuePile[v]);
  }
}
/** Royalty in id order 50..57 with the pile each starts in (S002 Set Up). */
const ROYALTY: readonly { kind: number; king: boolean; pile: number }[] = [
  { kind: FLOOD, king: false, pile: 0 }, // Q hearts: bottom of pile 1
  { kind: FLOOD, king: true, pile: 1 }, // K hearts
  { kind: QUAKE, king: false, pile: 1 }, // Q diamonds
  { kind: QUAKE, king: true, pile: 2 }, // K diamonds
  { kind: PLAGUE, king: false, pile: 2 }, // Q spades
  { kind: PLAGUE, king: true, pile: 3 }, // K spades
  { kind: RIOT, king: false, pile: 3 }, // Q clubs
  { kind: RIOT, king: true, pile: 4 }, // K clubs: bottom of pile 5
];
for (const r of ROYALTY) {
  (GOODS_VALUE as number[]).push(0);
  (DISASTER_OF as number[]).push(r.kind);
  (IS_KING as boolean[]).push(r.king);
  (HOME_PILE as number[]).push(r.pile);
}

export const QUEEN_OF_HEARTS = 50;
export const KING_OF_CLUBS = 57;

export const isDisaster = (card: number): boolean => DISASTER_OF[card] >= 0;

/** The five piles of S002 Set Up, index 0 the top card. */
const members = (pile: number) =>
  Array.from({ length: GOODS_CARDS }, (_, id) => id).filter((id) => HOME_PILE[id] === pile);
const PILE_1 = members(0).filter((id) => id !== QUEEN_OF_HEARTS);
const PILE_5 = members(4).filter((id) => id !== KING_OF_CLUBS);
const PILES_2_TO_4 = [members(1), members(2), members(3)];

export function buildPiles(dice: Dice): number[][] {
  return [
    [...dice.shuffle(PILE_1), QUEEN_OF_HEARTS],
    ...PILES_2_TO_4.map((p) => dice.shuffle(p)),
    [...dice.shuffle(PILE_5), KING_OF_CLUBS],
  ];
}
