/**
 * The 58 Empire Cards (S002 Equipment), laid out face up by suit. A card is a code
 * `suit * 13 + rank - 1` (rank 1 = Ace .. 13 = King); copies of the same code are identical.
 * Face value is the rank: J = 11, Q = 12, K = 13 (the seed's "ten times the card's face value"
 * read with the usual royalty numbering; its Table 4 calls the Queens by rank).
 */
export const CLUBS = 0;
export const HEARTS = 1;
export const SPADES = 2;
export const DIAMONDS = 3;
export const SUIT_NAMES = ['clubs', 'hearts', 'spades', 'diamonds'] as const;
const RANK_NAMES = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export const EMPIRE_CODES = 52;
export const code = (suit: number, rank: number): number => suit * 13 + rank - 1;
export const suitOf = (c: number): number => Math.floor(c / 13);
export const rankOf = (c: number): number => (c % 13) + 1;
export const cardName = (c: number): string => `${RANK_NAMES[rankOf(c)]} of ${SUIT_NAMES[suitOf(c)]}`;

/**
 * How many of each code are in play: one each of Clubs and Hearts Ace..King; two each of Spades
 * and Diamonds Ace..6; one each of Spades and Diamonds 7..10 (13 + 13 + 16 + 16 = 58).
 */
export const INITIAL_SUPPLY: readonly number[] = Array.from({ length: EMPIRE_CODES }, (_, c) => {
  const suit = suitOf(c);
  const rank = rankOf(c);
  if (suit === CLUBS || suit === HEARTS) return 1;
  return rank <= 6 ? 2 : rank <= 10 ? 1 : 0;
});
export const EMPIRE_CARDS = 58;

/** The last King to be bought ends the game (S002 Game End): only Clubs and Hearts have Kings. */
export const KINGS: readonly number[] = [code(CLUBS, 13), code(HEARTS, 13)];

/** S002 8: "The cost of purchasing an Empire Card is ten times the card's face value." */
export const PRICE_PER_RANK = 10;
/** S002 8: held cards of a suit count double their face value toward that suit. */
export const CREDIT_PER_RANK = 2;
