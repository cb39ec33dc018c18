import type { DeckDescriptor } from '@empires/rules-kernel';
import { GENERALS, type Trait } from '../generals/generals';

const signed = (v: number): string => (v > 0 ? `+${v}` : `${v}`);

/** A trait in the words of the table in the README, read off its data. */
function traitText(t: Trait): string {
  switch (t.kind) {
    case 'maxRegiments':
      return `commands at most ${t.value} regiments`;
    case 'speed':
      return `speed ${signed(t.value)}`;
    case 'fight':
      return `${signed(t.value)} to the fight as main general`;
    case 'defend':
      return `${signed(t.value)} defending`;
    case 'attack':
      return `${signed(t.value)} attacking`;
    case 'assist':
      return `${signed(t.value)} assisting`;
    case 'kills':
      return `kills ${signed(t.value)}`;
    case 'lineCost':
      return `supply lines cost him ${Math.max(0, 1 + t.value)} regiments`;
    case 'killsChiefOfStaffOnDefeat':
      return 'his chief of staff is killed if he loses a battle with him';
  }
}

/** The general cards: every kind is public knowledge, who holds which is not. */
export const generalsDeck: DeckDescriptor = {
  id: 'generals',
  name: 'Generals',
  description:
    'Five generals per player, dealt face down or drafted; a general acts on his pro and con only once revealed, and a chief of staff with him cancels his con.',
  cards: GENERALS.map((g, i) => ({
    id: g.id,
    name: g.name,
    count: 1,
    ids: [i],
    text: `Pro: ${traitText(g.pro)}. Con: ${traitText(g.con)}.`,
    properties: { pro: g.pro.kind, proValue: g.pro.value, con: g.con.kind, conValue: g.con.value },
  })),
};
