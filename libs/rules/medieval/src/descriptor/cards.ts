import type { CardDescriptor, DeckDescriptor } from '@empires/rules-kernel';
import { CARDS, isHolding, isLasting, type CardName } from '../cards/deck';
import { defaultOptions } from '../options';

/** M20.2, one line per card. */
const EVENT_CARDS: Readonly<Record<CardName, { readonly name: string; readonly text: string }>> = {
  LeaderDiesHeirless: {
    name: 'Leader Dies Heirless',
    text: 'A new dynasty: ties and alliances are lost, new statures are rolled and the areas go into unrest.',
  },
  Plague: { name: 'Plague', text: 'Every area the drawer owns with population 2 or more loses 1 social state.' },
  Famine: {
    name: 'Famine',
    text: 'Each area the drawer owns loses 1 social state and goes into unrest on a d6 of 1-2.',
  },
  Bounty: { name: 'Bounty', text: 'The drawer gains 1 gold per area owned, at most 8.' },
  Schism: {
    name: 'Schism',
    text: "Every area of the drawer's whose religion differs from its leader's goes into unrest.",
  },
  Heresy: { name: 'Heresy', text: "The drawer's best Christian area becomes heretical." },
  PeasantRevolt: { name: 'Peasant Revolt', text: "The drawer's most rebellious area makes a rebellion check." },
  RaidersStrike: { name: 'Raiders Strike', text: 'The strongest raider group in its era raids the drawer.' },
  RiseOfAMagnate: { name: 'Rise of a Magnate', text: "An area of the drawer's in unrest breaks away under a Magnate." },
  RoyalMarriage: { name: 'Royal Marriage', text: 'The drawer gains a tie on an area of its choice.' },
  TradeProspers: { name: 'Trade Prospers', text: 'The drawer gains 1 gold per coastal area owned, at most 5.' },
  PiousFoundation: {
    name: 'Pious Foundation',
    text: "One of the drawer's areas of its leader's faith gains 1 social state.",
  },
  QuietYears: { name: 'Quiet Years', text: 'Nothing happens.' },
  DiplomaticCoup: { name: 'Diplomatic Coup', text: "Removes all of one other empire's ties on one area." },
  RecognitionOfClaim: { name: 'Recognition of Claim', text: 'Gains a claim on an area (M19).' },
  DynasticInheritance: { name: 'Dynastic Inheritance', text: 'Gains an area or claim by inheritance (M19).' },
  Enlargement: {
    name: "Enlargement of King's Personal Demesne",
    text: '+1 gold at each taxation while in play.',
  },
  TechnologicalWeapons: {
    name: 'Technological Weapons',
    text: "+3 to the owner's Conquest and Pillage, -3 to attackers when it defends.",
  },
  TacticalSystems: {
    name: 'Tactical Systems Advance',
    text: "+3 to the owner's Conquest and Pillage, -3 to attackers when it defends.",
  },
  MissionaryFervor: {
    name: 'Missionary Fervor',
    text: "Halves the conversion differential of the owner's Conversions.",
  },
  AbleMinister: { name: 'Able Minister', text: '+2 to one Ruling, Fortification or Conversion.' },
  Mercenaries: { name: 'Mercenaries', text: '+2 to one Conquest or Pillage, or -2 to an attacker when defending.' },
};

const kebab = (s: string): string => s.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
const kindOf = (card: number): string => (isLasting(card) ? 'lasting' : isHolding(card) ? 'holding' : 'immediate');

const eventDeck: DeckDescriptor = {
  id: 'events',
  name: 'Event cards',
  description:
    'One is drawn and shown at the start of every empire turn: immediate cards act at once, holding cards are kept (at most three) and played later, lasting ones stay in play.',
  cards: [...new Set(CARDS)].map((name): CardDescriptor => {
    const ids = CARDS.flatMap((c, i) => (c === name ? [i] : []));
    return {
      id: kebab(name),
      name: EVENT_CARDS[name].name,
      count: ids.length,
      ids,
      kind: kindOf(ids[0]),
      text: EVENT_CARDS[name].text,
    };
  }),
};

const yearDeck: DeckDescriptor = {
  id: 'year',
  name: 'Year cards',
  description:
    'Shuffled each round, five dealt face down to every empire; each endeavour or defence turns up the next, and its number with the band of the rating gives the result (M8).',
  cards: Array.from({ length: 56 }, (_, i): CardDescriptor => {
    const n = i + 1;
    const mark = defaultOptions.statureCheckMarks.includes(n);
    return {
      id: `year-${n}`,
      name: `Year Card ${n}`,
      count: 1,
      ids: [n],
      value: n,
      ...(mark ? { text: 'Checks the leader’s statures when turned up (default statureCheckMarks).' } : {}),
    };
  }),
};

export const medievalDecks: readonly DeckDescriptor[] = [eventDeck, yearDeck];
