import { Dice, isViolation } from '@empires/rules-kernel';
import type { WarlordsEvent } from '../events';
import { GENERALS } from '../generals/generals';
import type { WarlordsOptions } from '../options';
import { RULINGS_1_0, type WarlordsRulings } from '../rulings';
import { GENERALS_PER_SEAT, initialState, type WarlordsState } from '../state';
import { fold } from '../testing/decisions';
import { warlords } from '../ruleset';
import { setup } from './setup';

const DRAFT: Partial<WarlordsOptions> = { sides: 'auto', placement: 'auto', generals: 'draft', draftBans: 1 };

/** The game's dice, except that every shuffle comes out as `order` says and draws nothing. */
function diceWithShuffle(seed: number, order: <T>(items: readonly T[]) => T[]): Dice {
  const real = Dice.fromSeed(seed);
  return new Proxy(real, {
    get(target, key) {
      if (key === 'shuffle') return order;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function setUp(dice: Dice, seats = 3, rulings?: WarlordsRulings): readonly WarlordsEvent[] {
  const events = setup({ seats, options: DRAFT }, dice, rulings);
  if (isViolation(events)) throw new Error(events.message);
  return events;
}

const asIs = <T>(items: readonly T[]): T[] => items.slice();
const firstTwoSwapped = <T>(items: readonly T[]): T[] => [items[1], items[0], ...items.slice(2)];
const spectatorSees = (events: readonly WarlordsEvent[]) => events.map((e) => warlords.redact(e, 'spectator'));
const folded = (events: readonly (WarlordsEvent | null)[]): WarlordsState =>
  fold(
    initialState,
    events.filter((e): e is WarlordsEvent => e !== null),
  );
const drafts = (events: readonly WarlordsEvent[], seat: number) =>
  events.flatMap((e) => (e.type === 'GeneralDrafted' && e.seat === seat ? [e.general] : []));

describe('S004 secrecy of the generals when the dice place them', () => {
  it('S004 Start 2 (draft): a spectator’s events and view cannot tell two drafted generals apart', () => {
    const a = setUp(diceWithShuffle(7, asIs));
    const b = setUp(diceWithShuffle(7, firstTwoSwapped));
    const seat = 1;
    const [p, q] = [seat * GENERALS_PER_SEAT, seat * GENERALS_PER_SEAT + 1];
    const owner = (events: readonly WarlordsEvent[]) => warlords.view(folded(events), seat).pieces;
    // The two worlds differ for the owner: his first two generals have changed places...
    expect(owner(a)[p].general).toBe(owner(b)[q].general);
    expect(owner(a)[q].general).toBe(owner(b)[p].general);
    expect(owner(a)[p].general).not.toBe(owner(a)[q].general);
    // ...and for a spectator they are one and the same world.
    expect(spectatorSees(b)).toEqual(spectatorSees(a));
    expect(warlords.view(folded(spectatorSees(b)), 'spectator')).toEqual(
      warlords.view(folded(spectatorSees(a)), 'spectator'),
    );
    expect(warlords.view(folded(b), 'spectator')).toEqual(warlords.view(folded(a), 'spectator'));
    expect(warlords.view(folded(a), 'spectator').pieces[p].general).toBeNull();
  });

  it('S004 Start 2 (draft): the box a drafted general goes into is not the order he was drafted in', () => {
    const games = 150;
    const sameBox = Array<number>(GENERALS_PER_SEAT).fill(0);
    for (let seed = 1; seed <= games; seed++) {
      const events = setUp(Dice.fromSeed(seed), 2);
      const state = folded(events);
      drafts(events, 0).forEach((general, k) => {
        if (GENERALS[state.pieces[k].card].id === general) sameBox[k]++;
      });
    }
    // A uniform shuffle puts the k-th pick in box k one time in five: 30 of 150, 95 % within 19..41.
    for (const n of sameBox) expect(n / games).toBeLessThan(0.3);
  });

  it('S004 Start 2 (draft, 1.0.0 games): boxes took the drafted order, as those games recorded it', () => {
    const events = setUp(Dice.fromSeed(3), 2, RULINGS_1_0);
    const state = folded(events);
    expect(state.pieces.slice(0, GENERALS_PER_SEAT).map((x) => GENERALS[x.card].id)).toEqual(drafts(events, 0));
  });
});
