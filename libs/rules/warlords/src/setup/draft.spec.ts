import { Dice, isViolation } from '@empires/rules-kernel';
import { rulesSpec } from '@empires/rules-kernel/testing';
import type { WarlordsCommand } from '../commands';
import type { WarlordsEvent } from '../events';
import { GENERALS } from '../generals/generals';
import { legalActions } from '../legal/legal';
import type { WarlordsOptions } from '../options';
import { warlords } from '../ruleset';
import type { WarlordsState } from '../state';
import { toAct } from '../to-act';
import { run } from '../testing/decisions';
import { setup } from './setup';

const rules = rulesSpec(warlords, 1);
const draftingGame = (seats: number, options: Partial<WarlordsOptions> = {}) =>
  rules.givenSetUp({ seats, options: { sides: 'auto', generals: 'draft', ...options } }, 11);
const drafting = (seats: number, options: Partial<WarlordsOptions> = {}): WarlordsState =>
  draftingGame(seats, options).state;

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
const draft = (g: number) => ({ type: 'DraftGeneral' as const, general: id(g) });
const ban = (g: number) => ({ type: 'BanGeneral' as const, general: id(g) });

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
    expect(drafted(events).every((e) => warlords.visibility(e).public)).toBe(true);
    expect(warlords.view(state, 'spectator').seats.map((x) => x.hand?.length)).toEqual([5, 5]);
    const boxes = state.seats[1].hand.map(id);
    const assigned = run(state, { type: 'AssignGenerals', cards: boxes }, 1);
    expect(warlords.visibility(assigned.events[0])).toEqual({ public: false, seats: [1] });
    expect(warlords.view(assigned.state, 0).pieces[5].general).toBeNull();
  });

  it('S004 draft: a player may draft only on his turn, only a general still in the pool', () => {
    const game = draftingGame(2);
    const [first, other] = game.state.order;
    game.when(draft(0), other).thenViolation('NOT_YOUR_PICK');
    game.when({ type: 'DraftGeneral', general: 'nobody' }, first).thenViolation('GENERAL_NOT_AVAILABLE');
    const after = game.and({ type: 'GeneralDrafted', seat: first, by: first, general: id(0), step: 0 });
    after.when(draft(0), other).thenViolation('GENERAL_NOT_AVAILABLE');
    after.when(ban(1), other).thenViolation('WRONG_STEP');
  });

  it('S004 draft ban phase: each player bans one general that no other player may then draft; the banner still may', () => {
    const game = draftingGame(2, { draftBans: 1 });
    const [a, b] = game.state.order;
    expect(toAct(game.state)).toEqual([a]);
    game.when(draft(0), a).thenViolation('WRONG_STEP');
    const banned = game.when(ban(0), a).then({ type: 'GeneralBanned', seat: a, general: id(0), step: 0 });
    const bothBanned = rules.givenState(banned.state);
    bothBanned.when(ban(0), b).thenViolation('GENERAL_NOT_AVAILABLE');
    const { state } = bothBanned.when(ban(1), b).then({ type: 'GeneralBanned', seat: b, general: id(1), step: 1 });
    expect(toAct(state)).toEqual([a]);
    rules.givenState(state).when(draft(1), a).thenViolation('GENERAL_NOT_AVAILABLE');
    expect(legalActions(state, a)).not.toContainEqual(draft(1));
    const drafted = rules
      .givenState(state)
      .when(draft(0), a)
      .then({ type: 'GeneralDrafted', seat: a, by: a, general: id(0), step: 2 });
    expect(drafted.state.seats[a].hand).toEqual([0]);
  });

  it('S004 draft force turn: a player names a general another player must draft; picks then skip full hands', () => {
    const game = draftingGame(3, { draftForces: 1 });
    const [a, b, c] = game.state.order;
    game.when({ type: 'ForceGeneral', general: id(2), seat: a }, a).thenViolation('BAD_TARGET');
    const forced = game
      .when({ type: 'ForceGeneral', general: id(2), seat: c }, a)
      .then({ type: 'GeneralDrafted', seat: c, by: a, general: id(2), step: 0 });
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
    rules
      .givenSetUp({ seats: 2, options: { sides: 'auto' } })
      .when(draft(0), 0)
      .thenViolation('WRONG_PHASE');
  });
});
