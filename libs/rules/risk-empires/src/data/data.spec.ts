import { Dice } from '@empires/rules-kernel';
import { CLUBS, DIAMONDS, EMPIRE_CARDS, HEARTS, INITIAL_SUPPLY, code, SPADES } from './empire';
import { adjacent, TERRITORIES, territoryIndex } from './geo';
import {
  buildPiles,
  DISASTER_OF,
  FLOOD,
  GOODS_CARDS,
  GOODS_VALUE,
  HOME_PILE,
  IS_KING,
  KING_OF_CLUBS,
  PLAGUE,
  QUAKE,
  QUEEN_OF_HEARTS,
  RIOT,
} from './goods';
import { ADJACENT, CONTINENTS } from './map';
import { FLOOD_TERRITORIES, QUAKE_TERRITORIES } from './table3';
import { designOf, isSet, TERRITORY_CARDS, WILD } from './territory-cards';

const T = territoryIndex;

describe('the classic map (reference/risk-classic-map.json copied as data)', () => {
  it('has 42 territories in 6 continents with the classic bonuses', () => {
    expect(TERRITORIES).toBe(42);
    expect(CONTINENTS.map((c) => [c.id, c.territories.length, c.bonus])).toEqual([
      ['north-america', 9, 5],
      ['south-america', 4, 2],
      ['europe', 7, 5],
      ['africa', 6, 3],
      ['asia', 12, 7],
      ['australia', 4, 2],
    ]);
  });

  it('has 83 symmetric adjacencies, sea links included', () => {
    const links = ADJACENT.reduce((n, list) => n + list.length, 0);
    expect(links).toBe(2 * 83);
    ADJACENT.forEach((list, a) => list.forEach((b) => expect(adjacent(b, a)).toBe(true)));
    expect(adjacent(T('alaska'), T('kamchatka'))).toBe(true);
    expect(adjacent(T('brazil'), T('north-africa'))).toBe(true);
    expect(adjacent(T('indonesia'), T('new-guinea'))).toBe(true);
    expect(adjacent(T('alaska'), T('brazil'))).toBe(false);
  });
});

describe('S002 Equipment: the 58 goods cards', () => {
  const count = (value: number) => GOODS_VALUE.filter((v, id) => v === value && DISASTER_OF[id] < 0).length;

  it('S002 Equipment: 8 Aces, 7 Twos, 6 Threes, 6 Fours, 5 Fives, 5 Sixes, 5 Sevens, 4 Eights, 4 Nines (Table 1 rows; 58 in all)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(count)).toEqual([8, 7, 6, 6, 5, 5, 5, 4, 4]);
    expect(GOODS_CARDS).toBe(58);
    expect(GOODS_VALUE).toHaveLength(58);
  });

  it('S002 Equipment / Table 2: the eight royalty cards are Disasters whose suit gives the type, two of each', () => {
    const kinds = DISASTER_OF.filter((k) => k >= 0);
    expect(kinds).toHaveLength(8);
    for (const k of [QUAKE, FLOOD, PLAGUE, RIOT]) expect(kinds.filter((x) => x === k)).toHaveLength(2);
    expect(IS_KING.filter(Boolean)).toHaveLength(4);
  });

  it('S002 Set Up: pile 1 is the Aces with the Queen of Hearts at the bottom', () => {
    const [pile1] = buildPiles(Dice.fromSeed(3));
    expect(pile1).toHaveLength(9);
    expect(pile1[pile1.length - 1]).toBe(QUEEN_OF_HEARTS);
    expect(pile1.slice(0, -1).every((c) => GOODS_VALUE[c] === 1)).toBe(true);
  });

  it('S002 Set Up: pile 2 is the Twos, Threes, King of Hearts and Queen of Diamonds', () => {
    const pile = buildPiles(Dice.fromSeed(3))[1];
    expect(pile.filter((c) => GOODS_VALUE[c] === 2)).toHaveLength(7);
    expect(pile.filter((c) => GOODS_VALUE[c] === 3)).toHaveLength(6);
    expect(pile.filter((c) => DISASTER_OF[c] === FLOOD && IS_KING[c])).toHaveLength(1);
    expect(pile.filter((c) => DISASTER_OF[c] === QUAKE && !IS_KING[c])).toHaveLength(1);
    expect(pile).toHaveLength(15);
  });

  it('S002 Set Up: pile 3 is the Fours, Fives, King of Diamonds and Queen of Spades', () => {
    const pile = buildPiles(Dice.fromSeed(3))[2];
    expect(
      pile.map((c) => (DISASTER_OF[c] >= 0 ? `${DISASTER_OF[c]}${IS_KING[c] ? 'K' : 'Q'}` : GOODS_VALUE[c])).sort(),
    ).toEqual([4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, `${QUAKE}K`, `${PLAGUE}Q`].sort());
  });

  it('S002 Set Up: pile 4 is the Sixes, Sevens, King of Spades and Queen of Clubs', () => {
    const pile = buildPiles(Dice.fromSeed(3))[3];
    expect(
      pile.map((c) => (DISASTER_OF[c] >= 0 ? `${DISASTER_OF[c]}${IS_KING[c] ? 'K' : 'Q'}` : GOODS_VALUE[c])).sort(),
    ).toEqual([6, 6, 6, 6, 6, 7, 7, 7, 7, 7, `${PLAGUE}K`, `${RIOT}Q`].sort());
  });

  it('S002 Set Up: pile 5 is the Eights and Nines shuffled, with the King of Clubs at the bottom', () => {
    const pile = buildPiles(Dice.fromSeed(3))[4];
    expect(pile).toHaveLength(9);
    expect(pile[8]).toBe(KING_OF_CLUBS);
    expect(
      pile
        .slice(0, 8)
        .map((c) => GOODS_VALUE[c])
        .sort(),
    ).toEqual([8, 8, 8, 8, 9, 9, 9, 9]);
  });

  it('S002 Set Up: the piles are shuffled (two seeds give two orders) and every card starts in its home pile', () => {
    const a = buildPiles(Dice.fromSeed(1));
    expect(a.flat().sort((x, y) => x - y)).toEqual(Array.from({ length: 58 }, (_, i) => i));
    a.forEach((pile, p) => pile.forEach((c) => expect(HOME_PILE[c]).toBe(p)));
    expect(buildPiles(Dice.fromSeed(2))[1]).not.toEqual(a[1]);
  });
});

describe('S002 Equipment: the 58 Empire Cards', () => {
  it('one each of Clubs and Hearts Ace..King; two each of Spades and Diamonds Ace..6; one each 7..10', () => {
    expect(INITIAL_SUPPLY.reduce((a, b) => a + b, 0)).toBe(EMPIRE_CARDS);
    expect(INITIAL_SUPPLY[code(CLUBS, 13)]).toBe(1);
    expect(INITIAL_SUPPLY[code(HEARTS, 1)]).toBe(1);
    expect(INITIAL_SUPPLY[code(SPADES, 6)]).toBe(2);
    expect(INITIAL_SUPPLY[code(DIAMONDS, 7)]).toBe(1);
    expect(INITIAL_SUPPLY[code(SPADES, 11)]).toBe(0);
    expect(INITIAL_SUPPLY[code(DIAMONDS, 13)]).toBe(0);
  });
});

describe('classic territory cards', () => {
  it('42 territory cards in three designs of 14, and 2 wild cards', () => {
    const designs = Array.from({ length: TERRITORY_CARDS }, (_, c) => designOf(c));
    expect([0, 1, 2, WILD].map((d) => designs.filter((x) => x === d).length)).toEqual([14, 14, 14, 2]);
  });

  it('a set is three alike, one of each, or two with a wild', () => {
    expect(isSet([0, 3, 6])).toBe(true);
    expect(isSet([0, 1, 2])).toBe(true);
    expect(isSet([0, 3, 42])).toBe(true);
    expect(isSet([0, 3, 1])).toBe(false);
  });
});

describe('S002 Table 3 on the map ids', () => {
  it("'Quakes: North Africa, Western Australia, Middle East, Kamchatka, Southern Europe, Central America", () => {
    expect(QUAKE_TERRITORIES.map((t) => t).sort()).toEqual(
      ['north-africa', 'western-australia', 'middle-east', 'kamchatka', 'southern-europe', 'central-america']
        .map(T)
        .sort(),
    );
  });

  it('Floods: East Africa, Indonesia, Siam, Iceland, Alaska, Brazil', () => {
    expect(FLOOD_TERRITORIES.map((t) => t).sort()).toEqual(
      ['east-africa', 'indonesia', 'siam', 'iceland', 'alaska', 'brazil'].map(T).sort(),
    );
  });
});
