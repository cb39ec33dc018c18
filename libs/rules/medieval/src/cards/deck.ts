/** The event deck (M20.2): 56 cards, 37 immediate (10 Quiet Years) and 19 holding (7 of them lasting). */
export type CardName =
  | 'LeaderDiesHeirless'
  | 'Plague'
  | 'Famine'
  | 'Bounty'
  | 'Schism'
  | 'Heresy'
  | 'PeasantRevolt'
  | 'RaidersStrike'
  | 'RiseOfAMagnate'
  | 'RoyalMarriage'
  | 'TradeProspers'
  | 'PiousFoundation'
  | 'QuietYears'
  | 'DiplomaticCoup'
  | 'RecognitionOfClaim'
  | 'DynasticInheritance'
  | 'Enlargement'
  | 'TechnologicalWeapons'
  | 'TacticalSystems'
  | 'MissionaryFervor'
  | 'AbleMinister'
  | 'Mercenaries';

const COPIES: readonly (readonly [CardName, number])[] = [
  ['LeaderDiesHeirless', 2],
  ['Plague', 3],
  ['Famine', 3],
  ['Bounty', 4],
  ['Schism', 1],
  ['Heresy', 2],
  ['PeasantRevolt', 2],
  ['RaidersStrike', 2],
  ['RiseOfAMagnate', 2],
  ['RoyalMarriage', 2],
  ['TradeProspers', 2],
  ['PiousFoundation', 2],
  ['QuietYears', 10],
  ['DiplomaticCoup', 3],
  ['RecognitionOfClaim', 3],
  ['DynasticInheritance', 2],
  ['Enlargement', 4],
  ['TechnologicalWeapons', 1],
  ['TacticalSystems', 1],
  ['MissionaryFervor', 1],
  ['AbleMinister', 2],
  ['Mercenaries', 2],
];

/** Card number → name; cards are numbered 0..55 in the order above. */
export const CARDS: readonly CardName[] = COPIES.flatMap(([name, n]) => Array.from({ length: n }, () => name));
export const ALL_CARDS: readonly number[] = CARDS.map((_, i) => i);

const HOLDING = new Set<CardName>([
  'DiplomaticCoup',
  'RecognitionOfClaim',
  'DynasticInheritance',
  'Enlargement',
  'TechnologicalWeapons',
  'TacticalSystems',
  'MissionaryFervor',
  'AbleMinister',
  'Mercenaries',
]);
const LASTING = new Set<CardName>(['Enlargement', 'TechnologicalWeapons', 'TacticalSystems', 'MissionaryFervor']);

export const isHolding = (card: number): boolean => HOLDING.has(CARDS[card]);
export const isLasting = (card: number): boolean => LASTING.has(CARDS[card]);
export const nameOf = (card: number): CardName => CARDS[card];
/** Cards an empire keeps in front of it (held and lasting) never exceed three (S001 33.24A). */
export const CARD_LIMIT = 3;
