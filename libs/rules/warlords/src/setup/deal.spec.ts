import { Dice, isViolation } from '@empires/rules-kernel';
import type { WarlordsEvent } from '../events';
import { GENERALS } from '../generals/generals';
import { initialState } from '../state';
import { fold, find, refuse, run } from '../testing/decisions';
import { warlords } from '../ruleset';
import { setup } from './setup';

function dealt(seats: number, seed = 7) {
  const events = setup({ seats, options: { sides: 'auto' } }, Dice.fromSeed(seed));
  if (isViolation(events)) throw new Error(events.message);
  return { events, state: fold(initialState, events) };
}
const deals = (events: readonly WarlordsEvent[]) =>
  events.filter((e): e is Extract<WarlordsEvent, { type: 'GeneralsDealt' }> => e.type === 'GeneralsDealt');

describe('S004 assigning generals', () => {
  it('S004 generals: the cards are shuffled and five dealt to each player, none twice', () => {
    const hands = deals(dealt(6).events);
    expect(hands.map((h) => h.cards.length)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(new Set(hands.flatMap((h) => h.cards)).size).toBe(30);
    expect(deals(dealt(2, 8).events)[0].cards).not.toEqual(deals(dealt(2, 9).events)[0].cards);
  });

  it('S004 generals: a player sees his own cards and nobody else does', () => {
    const hand = deals(dealt(2).events)[0];
    expect(warlords.visibility(hand)).toEqual({ public: false, seats: [0] });
    expect(warlords.redact(hand, 1)).toEqual({ ...hand, cards: [] });
    expect(warlords.redact(hand, 'spectator')).toEqual({ ...hand, cards: [] });
    expect(warlords.redact(hand, 0)).toEqual(hand);
  });

  it('S004 generals: each card goes face down in its own numbered box, naming the piece with that many lines', () => {
    const { state } = dealt(2);
    const hand = state.seats[1].hand.map((c) => GENERALS[c].id);
    const boxes = [hand[3], hand[1], hand[4], hand[0], hand[2]];
    const { events, state: after } = run(state, { type: 'AssignGenerals', cards: boxes }, 1);
    expect(warlords.visibility(find(events, 'GeneralsAssigned'))).toEqual({ public: false, seats: [1] });
    for (let n = 1; n <= 5; n++) {
      const piece = after.pieces[5 + n - 1];
      expect([piece.number, GENERALS[piece.card].id]).toEqual([n, boxes[n - 1]]);
      expect(warlords.view(after, 1).pieces[5 + n - 1].general).toBe(boxes[n - 1]);
      expect(warlords.view(after, 0).pieces[5 + n - 1].general).toBeNull();
    }
  });

  it('S004 generals: each general begins with one regiment, himself and his guard', () => {
    const { state } = dealt(2);
    const after = run(
      state,
      { type: 'AssignGenerals', cards: state.seats[0].hand.map((c) => GENERALS[c].id) },
      0,
    ).state;
    expect(after.pieces.slice(0, 5).map((p) => p.regiments)).toEqual([1, 1, 1, 1, 1]);
  });

  it('S004 generals: only the five dealt cards, each in a different box', () => {
    const { state } = dealt(2);
    const hand = state.seats[0].hand.map((c) => GENERALS[c].id);
    expect(
      refuse(state, { type: 'AssignGenerals', cards: [hand[0], hand[0], hand[1], hand[2], hand[3]] }, 0).code,
    ).toBe('BAD_ASSIGNMENT');
    const stranger = GENERALS.find((g) => !hand.includes(g.id))?.id ?? '';
    expect(
      refuse(state, { type: 'AssignGenerals', cards: [stranger, hand[1], hand[2], hand[3], hand[4]] }, 0).code,
    ).toBe('BAD_ASSIGNMENT');
  });

  it('S004 generals: once determined, the identities may not be changed', () => {
    const { state } = dealt(2);
    const hand = state.seats[0].hand.map((c) => GENERALS[c].id);
    const after = run(state, { type: 'AssignGenerals', cards: hand }, 0).state;
    expect(refuse(after, { type: 'AssignGenerals', cards: [...hand].reverse() }, 0).code).toBe('ALREADY_CHOSEN');
  });
});
