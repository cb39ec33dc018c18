import type { CardDescriptor, DeckDescriptor } from '@empires/rules-kernel';
import {
  CLUBS,
  code,
  DIAMONDS,
  EMPIRE_CODES,
  HEARTS,
  INITIAL_SUPPLY,
  PRICE_PER_RANK,
  rankOf,
  SPADES,
  suitOf,
  SUIT_NAMES,
} from '../data/empire';
import {
  DISASTER_NAMES,
  DISASTER_OF,
  FLOOD,
  GOODS_VALUE,
  HOME_PILE,
  IS_KING,
  PLAGUE,
  QUAKE,
  RIOT,
} from '../data/goods';
import { TERRITORY_IDS, TERRITORY_NAMES } from '../data/map';
import { designOf, TERRITORY_CARDS, WILD } from '../data/territory-cards';

const DESIGNS = ['infantry', 'cavalry', 'artillery'] as const;
const RANKS = [
  '',
  'Ace',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Jack',
  'Queen',
  'King',
];
const VALUE_NAMES = RANKS.map((r) => (r === 'Ace' ? 'One' : r));
const title = (s: string): string => s[0].toUpperCase() + s.slice(1);
const ids = (length: number, keep: (id: number) => boolean): number[] =>
  Array.from({ length }, (_, id) => id).filter(keep);

const territoryCards: DeckDescriptor = {
  id: 'territory-cards',
  name: 'Territory cards',
  description:
    'Earned at the end of a turn that conquered a territory; a set of three (one design thrice, one of each, or two and a wild) is traded for 3 armies.',
  cards: [
    ...TERRITORY_IDS.map(
      (id, t): CardDescriptor => ({
        id,
        name: TERRITORY_NAMES[t],
        count: 1,
        ids: [t],
        kind: DESIGNS[designOf(t)],
        properties: { territory: id },
      }),
    ),
    {
      id: 'wild',
      name: 'Wild card',
      count: 2,
      ids: ids(TERRITORY_CARDS, (c) => designOf(c) === WILD),
      kind: 'wild',
      text: 'Stands for any design in a set.',
    },
  ],
};

/** S002 Table 2, one line per Disaster suit. */
const DISASTER_TEXT: Record<number, string> = {
  [QUAKE]: 'Quakes: roll a die for the armies lost in each marked territory you hold; one army always stays.',
  [FLOOD]: 'Floods: roll a die for the armies lost in each marked territory you hold; one army always stays.',
  [PLAGUE]: 'Plague: spreads from your strongest territory of your strongest continent, up to 5 territories.',
  [RIOT]: 'Riots: each of your cities may riot, becoming one army, and costs a Goods card.',
};
const DISASTER_SUIT: Record<number, string> = {
  [QUAKE]: 'Diamonds',
  [FLOOD]: 'Hearts',
  [PLAGUE]: 'Spades',
  [RIOT]: 'Clubs',
};

const numbered = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((value): CardDescriptor => {
  const copies = ids(GOODS_VALUE.length, (c) => DISASTER_OF[c] < 0 && GOODS_VALUE[c] === value);
  return {
    id: `goods-${value}`,
    name: VALUE_NAMES[value],
    count: copies.length,
    ids: copies,
    kind: 'goods',
    value,
    properties: { pile: HOME_PILE[copies[0]] + 1 },
  };
});

const royalty = ids(GOODS_VALUE.length, (c) => DISASTER_OF[c] >= 0).map((c): CardDescriptor => {
  const rank = IS_KING[c] ? 'King' : 'Queen';
  const suit = DISASTER_SUIT[DISASTER_OF[c]];
  return {
    id: `${rank}-of-${suit}`.toLowerCase(),
    name: `${rank} of ${suit}`,
    count: 1,
    ids: [c],
    kind: 'disaster',
    value: 0,
    text: `${DISASTER_TEXT[DISASTER_OF[c]]}${IS_KING[c] ? ' A King adds 1 to every roll for armies lost.' : ''}`,
    properties: { disaster: DISASTER_NAMES[DISASTER_OF[c]].toLowerCase(), pile: HOME_PILE[c] + 1 },
  };
});

const goodsCards: DeckDescriptor = {
  id: 'goods',
  name: 'Goods cards',
  description:
    'Drawn from the five piles, one per city; traded in sets and spent on Empire cards. A Disaster counts zero and strikes whoever is traded it.',
  cards: [...numbered, ...royalty],
};

/** S002 Table 4: the Empire cards that give an advantage, by suit and rank. */
const BONUSES: Readonly<Record<number, string>> = {
  [code(HEARTS, 3)]: 'Storm Shelter: one fewer army lost to each Floods roll.',
  [code(HEARTS, 6)]: 'Medicine I: one fewer army lost to each Plague roll.',
  [code(HEARTS, 9)]: 'Medicine II: adds one to the roll that decides whether Plague strikes a territory.',
  [code(HEARTS, 12)]: 'Urban Sprawl: a city takes only two armies to build.',
  [code(DIAMONDS, 3)]: "'Quake Shelter: one fewer army lost to each Quakes roll.",
  [code(DIAMONDS, 6)]: 'Bonus Move: a second free move after attacking.',
  [code(DIAMONDS, 9)]: 'Riot Gear: adds one to the roll that decides whether a city riots.',
  [code(CLUBS, 3)]: 'Bonus Army I: one more army per territory card set traded.',
  [code(CLUBS, 6)]: 'Bonus Army II: one more army each round per 6 territories held.',
  [code(CLUBS, 9)]: 'Air Drop: once a turn, drop 3 armies on any territory; they attack until they win or fall.',
  [code(CLUBS, 12)]:
    'Nuke: once a turn, kill all but one army in a territory; nobody attacks or reinforces it until your next turn.',
  [code(SPADES, 3)]: "Attack Bonus I: +1 to the attacker's lowest die.",
  [code(SPADES, 6)]: "Attack Bonus II: +1 to the attacker's highest die.",
  [code(SPADES, 9)]: "Attack Bonus III: +2 to the attacker's highest die.",
};

const empireCards: DeckDescriptor = {
  id: 'empire-cards',
  name: 'Empire cards',
  description:
    'Laid out face up by suit and bought for ten times their face value; at most one of each value per player; their total value decides the game when the last King is bought.',
  cards: ids(EMPIRE_CODES, (c) => INITIAL_SUPPLY[c] > 0).map((c): CardDescriptor => {
    const suit = SUIT_NAMES[suitOf(c)];
    const rank = rankOf(c);
    return {
      id: `${RANKS[rank]}-of-${suit}`.toLowerCase(),
      name: `${RANKS[rank]} of ${title(suit)}`,
      count: INITIAL_SUPPLY[c],
      ids: [c],
      kind: suit,
      value: rank,
      ...(BONUSES[c] ? { text: BONUSES[c] } : {}),
      properties: { price: rank * PRICE_PER_RANK },
    };
  }),
};

export const riskDecks: readonly DeckDescriptor[] = [territoryCards, goodsCards, empireCards];
