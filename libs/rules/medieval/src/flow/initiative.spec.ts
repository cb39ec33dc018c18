import { Dice, isViolation } from '@empires/rules-kernel';
import { E, fold, opening } from '../testing/fixtures';
import { newCtx } from '../ctx';
import { determineInitiative, initiativeStep } from './round';
import { advance } from './advance';
import { medieval } from '../ruleset';
import type { MedievalEvent } from '../event-types';
import type { MedievalState } from '../state';

const ranked = (s: MedievalState) => {
  const ctx = newCtx(s, Dice.fromSeed(1));
  determineInitiative(ctx);
  return ctx;
};

describe('M5 initiative', () => {
  it('M5.1 ranks by the sum of statures, then owned areas (the round-1 order of M27.3)', () => {
    expect(ranked(opening()).state.initiative!.ranking).toEqual([
      E.byzantium,
      E.german,
      E.burgundy,
      E.denmark,
      E.poland,
      E.france,
      E.kiev,
    ]);
  });

  it('S001 33.12 an Independent takes the lowest free slot', () => {
    const ctx = ranked(opening());
    initiativeStep(ctx);
    expect(ctx.events[ctx.events.length - 1]).toEqual({ type: 'InitiativeSlotTaken', empire: E.byzantium, slot: 0 });
  });

  it('S001 33.12 a seat chooses any free slot for its empire', () => {
    const ctx = ranked({ ...opening(1), round: 1 });
    initiativeStep(ctx); // Byzantium, slot 0
    initiativeStep(ctx); // the German Empire: the seat is asked
    expect(medieval.toAct(ctx.state)).toEqual([0]);
    expect(medieval.legalActions(ctx.state, 0).filter((a) => a.type === 'ChooseInitiativeSlot')).toHaveLength(6);
    const r = medieval.decide(ctx.state, { type: 'ChooseInitiativeSlot', slot: 6 }, 0, Dice.fromSeed(2));
    if (isViolation(r)) throw new Error(r.message);
    const after = fold(ctx.state, r as MedievalEvent[]);
    expect(after.order[6]).toBe(E.german);
    expect(after.order[1]).toBe(E.burgundy);
    // The five Independents after Byzantium have played; the German turn (slot 7) waits for its seat.
    expect(after.turn?.empire).toBe(E.german);
  });

  it('refuses a slot already taken', () => {
    const ctx = ranked(opening(1));
    initiativeStep(ctx);
    initiativeStep(ctx);
    expect(medieval.decide(ctx.state, { type: 'ChooseInitiativeSlot', slot: 0 }, 0, Dice.fromSeed(2))).toMatchObject({
      code: 'ILLEGAL_ACTION',
    });
  });
});

describe('M4 the empire turns in initiative order', () => {
  it('S001 33.64 a removed empire has no turn: its place in the order passes to the next empire', () => {
    const s = opening(2);
    const removed: MedievalState = {
      ...s,
      round: 1,
      order: [E.german, E.poland, E.france],
      turnIndex: 1,
      empires: s.empires.map((e, i) => (i === E.poland ? { ...e, status: 'removed' as const } : e)),
    };
    const ctx = newCtx(removed, Dice.fromSeed(1));
    advance(ctx);
    expect(ctx.events[0]).toEqual({ type: 'TurnEnded', empire: E.poland });
    expect(ctx.state.turn?.empire).toBe(E.france);
  });
});
