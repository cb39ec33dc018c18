import { Dice, isViolation } from '@empires/rules-kernel';
import { medieval } from './ruleset';
import type { MedievalEvent } from './event-types';
import { fold } from './testing/fixtures';
import { initialState } from './state';

const run = (seats: number, options = {}, seed = 1) => {
  const events = medieval.setup({ seats, options }, Dice.fromSeed(seed));
  if (isViolation(events)) throw new Error(events.message);
  return { events: events as MedievalEvent[], state: fold(initialState, events as MedievalEvent[]) };
};

describe('set-up (M3, M27)', () => {
  it('gives every empire no seat takes to the Independent procedure (S001 33.11)', () => {
    const { state } = run(2);
    expect(state.empires.map((e) => e.status)).toEqual([
      'player',
      'player',
      'independent',
      'independent',
      'independent',
      'independent',
      'independent',
    ]);
  });

  it('places the Millennium courts, gold and leaders (M27.3)', () => {
    const { events } = run(7 - 7);
    const s = fold(initialState, events.slice(0, 1));
    expect(s.empires[0].leader).toEqual({ name: 'Otto II', c: 4, a: 3, d: 3 });
    expect(s.empires[5].gold).toBe(25);
    expect(s.areas[s.empires[0].court].owner).toBe(0);
  });

  it('plays a game with zero seats to its end inside setup', () => {
    const { state } = run(0);
    expect(state.phase).toBe('ended');
    expect(state.round).toBe(20);
  });

  it('stops at the first decision of a seat when there are seats', () => {
    const { state } = run(1);
    expect(state.phase).toBe('play');
    expect(medieval.toAct(state)).toEqual([0]);
  });

  it('ends after the round limit (kernel option roundLimit)', () => {
    expect(run(0, { roundLimit: 3 }).state.round).toBe(3);
  });

  it('drops one of the smaller empires when asked (S001 33.11, M27.2)', () => {
    const { events } = run(0, { dropEmpire: 'poland', roundLimit: 1 });
    const s = fold(initialState, events.slice(0, 1));
    expect(s.empires[4].status).toBe('removed');
    expect(s.areas.some((a) => a.owner === 4 || a.ties & (1 << 4) || a.claims & (1 << 4))).toBe(false);
  });

  it('refuses to drop a large empire', () => {
    expect(medieval.setup({ seats: 2, options: { dropEmpire: 'france' } }, Dice.fromSeed(1))).toMatchObject({
      code: 'BAD_OPTIONS',
    });
  });

  it('sets up the quick start with three empires and eight rounds', () => {
    const { state } = run(0, { scenario: 'quickstart' });
    expect(state.empires.filter((e) => e.status !== 'removed').length).toBe(3);
    expect(state.round).toBe(8);
  });

  it('is deterministic given the dice', () => {
    expect(run(0, { roundLimit: 5 }, 9).events).toEqual(run(0, { roundLimit: 5 }, 9).events);
  });
});
