import { Dice, isViolation } from '@empires/rules-kernel';
import { A, E, ctxOf, fold, opening, withArea, withEmpire } from '../testing/fixtures';
import type { MedievalCommand } from '../commands';
import type { MedievalEvent } from '../event-types';
import { medieval } from '../ruleset';
import type { MedievalState } from '../state';
import { hasBit } from '../state';
import { CARDS, type CardName } from './deck';
import { drawEventCard } from './draw';

const card = (name: CardName, copy = 0) => CARDS.indexOf(name) + copy;
const G = E.german;
const then = (s: MedievalState, c: MedievalCommand): MedievalState => {
  const r = medieval.decide(s, c, 0, Dice.fromSeed(1));
  if (isViolation(r)) throw new Error(r.message);
  return fold(s, r as MedievalEvent[]);
};
/** The German Empire, seat 0, draws `drawn` at the start of its turn. */
const draws = (drawn: number, patch = {}) => {
  const s = withEmpire(
    {
      ...opening(1),
      round: 1,
      order: [G],
      turn: { empire: G, endeavours: 0, taxation: 'none', settled: [], step1Tried: [] },
      pile: [drawn],
    },
    G,
    patch,
  );
  const ctx = ctxOf(s);
  drawEventCard(ctx, G);
  return ctx.state;
};

describe('M20 choices of a seat', () => {
  it('M20.1.4 a seat over the limit of three chooses the card to discard', () => {
    const s = draws(card('Mercenaries'), {
      held: [card('DiplomaticCoup'), card('DiplomaticCoup', 1), card('AbleMinister')],
    });
    expect(s.pending).toMatchObject({ kind: 'discard', seat: 0 });
    const after = then(s, { type: 'DiscardEventCard', card: card('AbleMinister') });
    expect(after.empires[G].held).toEqual([card('DiplomaticCoup'), card('DiplomaticCoup', 1), card('Mercenaries')]);
    expect(after.pending).toBeNull();
  });
  it('M20.2 Royal Marriage: a seat chooses any area where it has no tie', () => {
    const s = draws(card('RoyalMarriage'));
    expect(s.pending).toMatchObject({ kind: 'eventTarget', seat: 0 });
    const after = then(s, { type: 'ChooseEventTarget', area: A('hungary') });
    expect(hasBit(after.areas[A('hungary')].ties, G)).toBe(true);
  });
  it('M20.2 Royal Marriage on an Independent court is one alliance tie', () => {
    const after = then(draws(card('RoyalMarriage')), { type: 'ChooseEventTarget', area: A('poland') });
    expect(after.empires[E.poland].allianceTies[G]).toBe(1);
  });
  it('M20.2 Pious Foundation: a seat chooses an own area of its faith below its maximum', () => {
    const s = draws(card('PiousFoundation'));
    const area = A('saxony');
    const before = withArea(s, area, { ss: 1, heretical: false });
    expect(then(before, { type: 'ChooseEventTarget', area }).areas[area].ss).toBe(2);
  });
  it('refuses an area the card does not allow', () => {
    expect(
      medieval.decide(
        draws(card('PiousFoundation')),
        { type: 'ChooseEventTarget', area: A('egypt') },
        0,
        Dice.fromSeed(1),
      ),
    ).toMatchObject({ code: 'ILLEGAL_ACTION' });
  });
});

describe('M20.1.3 when a seat plays its holding cards', () => {
  it('a seat keeps a lasting card in hand and puts it in play in a turn of its choosing', () => {
    const s = draws(card('Enlargement'));
    expect(s.empires[G]).toMatchObject({ held: [card('Enlargement')], lasting: [] });
    const after = then(s, { type: 'PlayHoldingCard', card: card('Enlargement'), area: -1, other: -1 });
    expect(after.empires[G].lasting).toEqual([card('Enlargement')]);
  });
  it('Able Minister is used only when the seat plays it with the endeavour', () => {
    const s = withEmpire(draws(card('QuietYears')), G, { held: [card('AbleMinister')], cards: [30, 30] });
    const plain = then(s, { type: 'Endeavour', kind: 'ruling', base: A('saxony'), target: A('saxony'), gold: 0 });
    expect(plain.empires[G].held).toEqual([card('AbleMinister')]);
    const boosted = then(s, {
      type: 'Endeavour',
      kind: 'ruling',
      base: A('saxony'),
      target: A('saxony'),
      gold: 0,
      boost: true,
    });
    expect(boosted.empires[G].held).toEqual([]);
  });
});
