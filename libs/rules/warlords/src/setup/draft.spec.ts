import { Dice, isViolation } from '@empires/rules-kernel';
import type { WarlordsCommand } from '../commands';
import type { WarlordsEvent } from '../events';
import { GENERALS } from '../generals/generals';
import { legalActions } from '../legal/legal';
import type { WarlordsOptions } from '../options';
import { initialState, type WarlordsState } from '../state';
import { toAct } from '../to-act';
import { fold, refuse, run } from '../testing/scenario';
import { view, visibility } from '../view';
import { setup } from './setup';

function drafting(seats: number, options: Partial<WarlordsOptions> = {}): WarlordsState {
  const events = setup({ seats, options: { sides: 'auto', generals: 'draft', ...options } }, Dice.fromSeed(11));
  if (isViolation(events)) throw new Error(events.message);
  return fold(initialState, events);
}

/** Plays the draft with each seat taking the first listed action; returns the events and the state after. */
function draftThrough(s: WarlordsState): { events: WarlordsEvent[]; state: WarlordsState } {
  const events: WarlordsEvent[] = [];
  let state = s;
  while (state.phase === 'draft') {
    const [seat] = toAct(state);
    const [action] = legalActions(state, seat) as WarlordsCommand[];
    const r = run(state, action, seat);
    events.push(...r.events);
    state = r.state;
  }
  return { events, state };
}
const drafted = (events: readonly WarlordsEvent[]) =>
  events.filter((e): e is Extract<WarlordsEvent, { type: 'GeneralDrafted' }> => e.type === 'GeneralDrafted');
const id = (g: number) => GENERALS[g].id;

describe('S004 assigning generals: the optional draft', () => {
  it('S004 draft: nothing is dealt; once sides are chosen the players draft in turn order, snaking, until each holds five', () => {
    const s = drafting(3);
    expect(s.phase).toBe('draft');
    expect(s.seats.map((x) => x.hand.length)).toEqual([0, 0, 0]);
    expect(toAct(s)).toEqual([s.order[0]]);
    const { events, state } = draftThrough(s);
    const order = s.order;
    const snake = [0, 1, 2, 3, 4].flatMap((r) => (r % 2 ? [...order].reverse() : order));
    expect(drafted(events).map((e) => e.seat)).toEqual(snake);
    expect(state.seats.map((x) => x.hand.length)).toEqual([5, 5, 5]);
    expect(new Set(state.seats.flatMap((x) => x.hand)).size).toBe(15);
    expect(state.phase).toBe('generals');
  });

  it('S004 draft: the draft is in the open, but the boxes the cards go into stay secret', () => {
    const { events, state } = draftThrough(drafting(2));
    expect(drafted(events).every((e) => visibility(e).public)).toBe(true);
    expect(view(state, 'spectator').seats.map((x) => x.hand?.length)).toEqual([5, 5]);
    const boxes = state.seats[1].hand.map(id);
    const assigned = run(state, { type: 'AssignGenerals', cards: boxes }, 1);
    expect(visibility(assigned.events[0])).toEqual({ public: false, seats: [1] });
    expect(view(assigned.state, 0).pieces[5].general).toBeNull();
  });

  it('S004 draft: a player may draft only on his turn, only a general still in the pool', () => {
    const s = drafting(2);
    const [first] = toAct(s);
    const other = 1 - first;
    expect(refuse(s, { type: 'DraftGeneral', general: id(0) }, other).code).toBe('NOT_YOUR_PICK');
    expect(refuse(s, { type: 'DraftGeneral', general: 'nobody' }, first).code).toBe('GENERAL_NOT_AVAILABLE');
    const after = run(s, { type: 'DraftGeneral', general: id(0) }, first).state;
    expect(refuse(after, { type: 'DraftGeneral', general: id(0) }, other).code).toBe('GENERAL_NOT_AVAILABLE');
    expect(refuse(after, { type: 'BanGeneral', general: id(1) }, other).code).toBe('WRONG_STEP');
  });

  it('S004 draft ban phase: each player bans one general that no other player may then draft; the banner still may', () => {
    const s = drafting(2, { draftBans: 1 });
    const [a, b] = s.order;
    expect(toAct(s)).toEqual([a]);
    expect(refuse(s, { type: 'DraftGeneral', general: id(0) }, a).code).toBe('WRONG_STEP');
    let state = run(s, { type: 'BanGeneral', general: id(0) }, a).state;
    expect(refuse(state, { type: 'BanGeneral', general: id(0) }, b).code).toBe('GENERAL_NOT_AVAILABLE');
    state = run(state, { type: 'BanGeneral', general: id(1) }, b).state;
    expect(toAct(state)).toEqual([a]);
    expect(refuse(state, { type: 'DraftGeneral', general: id(1) }, a).code).toBe('GENERAL_NOT_AVAILABLE');
    expect(legalActions(state, a)).not.toContainEqual({ type: 'DraftGeneral', general: id(1) });
    state = run(state, { type: 'DraftGeneral', general: id(0) }, a).state;
    expect(state.seats[a].hand).toEqual([0]);
  });

  it('S004 draft force turn: a player names a general another player must draft; picks then skip full hands', () => {
    const s = drafting(3, { draftForces: 1 });
    const [a, b, c] = s.order;
    expect(refuse(s, { type: 'ForceGeneral', general: id(2), seat: a }, a).code).toBe('BAD_TARGET');
    const forced = run(s, { type: 'ForceGeneral', general: id(2), seat: c }, a);
    expect(drafted(forced.events)[0]).toMatchObject({ seat: c, by: a, general: id(2) });
    expect(forced.state.seats[c].hand).toEqual([2]);
    expect(toAct(forced.state)).toEqual([b]);
    const { state } = draftThrough(forced.state);
    expect(state.seats.map((x) => x.hand.length)).toEqual([5, 5, 5]);
  });

  it('S004 draft: with placement left to the dice, the dice draft too and the war begins', () => {
    const s = drafting(4, { placement: 'auto', draftBans: 1, draftForces: 1 });
    expect(s.phase).toBe('play');
    expect(s.pieces.every((p) => p.card >= 0)).toBe(true);
    expect(new Set(s.pieces.map((p) => p.card)).size).toBe(20);
  });

  it('S004 draft options: generals is deal or draft; bans and forces 0 to 2 rounds', () => {
    for (const options of [{ generals: 'pick' }, { draftBans: 3 }, { draftForces: -1 }] as Partial<WarlordsOptions>[]) {
      const out = setup({ seats: 2, options }, Dice.fromSeed(1));
      expect(isViolation(out) && out.code).toBe('BAD_OPTIONS');
    }
    expect(
      refuse(
        fold(initialState, setup({ seats: 2, options: { sides: 'auto' } }, Dice.fromSeed(1)) as WarlordsEvent[]),
        { type: 'DraftGeneral', general: id(0) },
        0,
      ).code,
    ).toBe('WRONG_PHASE');
  });
});
