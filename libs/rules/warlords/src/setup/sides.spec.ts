import { Dice, isViolation } from '@empires/rules-kernel';
import type { WarlordsCommand } from '../commands';
import { decide } from '../decide';
import type { WarlordsEvent } from '../events';
import type { WarlordsOptions } from '../options';
import { RULINGS_1_0, RULINGS_1_1, type WarlordsRulings } from '../rulings';
import { setup } from './setup';
import { boardOf, type WarlordsState } from '../state';
import { fold, find, refuse, rolls, run, runAll, types } from '../testing/decisions';
import { toAct } from '../to-act';
import { initialState } from '../state';

function opened(
  seats: number,
  dice: Dice,
  options: Partial<WarlordsOptions> = {},
  rulings: WarlordsRulings = RULINGS_1_1,
): { events: readonly WarlordsEvent[]; state: WarlordsState } {
  const events = setup({ seats, options: { board: 'six-empires', ...options } }, dice, rulings);
  if (isViolation(events)) throw new Error(events.message);
  return { events, state: fold(initialState, events) };
}
const empire = (e: number): WarlordsCommand => ({ type: 'ChooseEmpire', empire: e });
const place = (p: number): WarlordsCommand => ({ type: 'ChooseTurnPlace', place: p });

describe('S004 choosing sides and turn order', () => {
  it('S004 sides: every player rolls a d20 and the highest roll picks first', () => {
    const { events, state } = opened(3, rolls(5, 18, 11));
    expect(find(events, 'InitiativeRolled')).toMatchObject({ rolls: [[5], [18], [11]], pickOrder: [1, 2, 0] });
    expect(toAct(state)).toEqual([1]);
  });

  it('S004 sides: tied rolls are rolled again among the tied players only', () => {
    const { events } = opened(3, rolls(10, 10, 5, 3, 7));
    expect(find(events, 'InitiativeRolled')).toMatchObject({ rolls: [[10, 3], [10, 7], [5]], pickOrder: [1, 0, 2] });
  });

  it('S004 sides: a player may not pick out of turn', () => {
    expect(refuse(opened(2, rolls(20, 1)).state, empire(1), 1).code).toBe('NOT_YOUR_PICK');
  });

  it('S004 sides: each pick is an empire or the first turn, the next player choosing among the rest, cycling', () => {
    const s = runAll(opened(4, rolls(20, 15, 10, 5)).state, [
      [empire(1), 0],
      [place(1), 1],
      [empire(3), 2],
    ]).state;
    expect(refuse(s, place(1), 3).code).toBe('ALREADY_CHOSEN');
    expect(refuse(s, place(2), 3).code).toBe('ALREADY_CHOSEN');
    const cycled = run(s, empire(5), 3).state;
    expect(toAct(cycled)).toEqual([1]);
    const done = run(cycled, empire(4), 1).state;
    expect(done.phase).not.toBe('sides');
    expect(done.seats.map((x) => [x.empire, x.place])).toEqual([
      [1, -1],
      [4, 1],
      [3, -1],
      [5, -1],
    ]);
  });

  it('S004 sides: once the first turn is taken, play moves clockwise around the board from that player', () => {
    const { events } = runAll(opened(4, rolls(20, 15, 10, 5)).state, [
      [empire(1), 0],
      [place(1), 1],
      [empire(3), 2],
      [empire(5), 3],
      [empire(4), 1],
    ]);
    // Empires are numbered clockwise: from 4 the turn passes to 5, then round to 1 and 3.
    expect(find(events, 'SidesDecided').order).toEqual([1, 3, 0, 2]);
  });

  it('S004 sides: no choice of the d20 order makes play go other than clockwise', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const seats = 2 + (seed % 5);
      const { state } = opened(seats, Dice.fromSeed(seed), { sides: 'auto' });
      const outer = boardOf(state).empireNames.length - 1;
      const empires = state.order.map((seat) => state.seats[seat].empire);
      const steps = empires.map((e, i) => (empires[(i + 1) % empires.length] - e + outer) % outer);
      expect(steps.reduce((a, b) => a + b, 0)).toBe(outer);
      expect(state.seats[state.order[0]].place).toBe(1);
    }
  });

  it('S004 sides (1.0.0 games): turn order follows the chosen turn places', () => {
    const s = runAll(opened(3, rolls(20, 10, 1), {}, RULINGS_1_0).state, [
      [place(1), 0],
      [empire(3), 1],
      [empire(5), 2],
    ]).state;
    // Seat 0's second pick can only be empire 1 (non-adjacent to 3 and 5): the rules make it.
    expect(s.seats[0].empire).toBe(1);
    expect(toAct(s)).toEqual([1]);
    expect(refuse(s, place(1), 1).code).toBe('ALREADY_CHOSEN');
    const { events, state } = run(s, place(3), 1);
    expect(state.seats.map((x) => [x.empire, x.place])).toEqual([
      [1, 1],
      [3, 3],
      [5, 2],
    ]);
    expect(find(events, 'SidesDecided').order).toEqual([0, 2, 1]);
  });

  it('S004 sides: with two players they may not start in adjacent empires', () => {
    const s = runAll(opened(2, rolls(20, 1)).state, [[empire(1), 0]]).state;
    expect(refuse(s, empire(2), 1).code).toBe('EMPIRES_ADJACENT');
    expect(refuse(s, empire(6), 1).code).toBe('EMPIRES_ADJACENT');
    expect(run(s, empire(4), 1).state.seats[1].empire).toBe(4);
  });

  it('S004 sides: with three players no pick may leave the third without a non-adjacent empire', () => {
    const s = runAll(opened(3, rolls(20, 10, 1)).state, [[empire(1), 0]]).state;
    expect(refuse(s, empire(4), 1).code).toBe('EMPIRES_ADJACENT');
    expect(run(s, empire(3), 1).state.seats[1].empire).toBe(3);
  });

  it('S004 sides: with four or more players neighbours are allowed', () => {
    const s = runAll(opened(4, rolls(20, 15, 10, 5)).state, [[empire(1), 0]]).state;
    expect(run(s, empire(2), 1).state.seats[1].empire).toBe(2);
  });

  it('S004 sides: a choice left with one option is made by the rules', () => {
    const { events } = runAll(opened(2, rolls(20, 1), { board: 'duel' }).state, [
      [place(1), 0],
      [empire(2), 1],
    ]);
    expect(types(events)).toEqual(['TurnPlaceChosen', 'EmpireChosen', 'EmpireChosen', 'SidesDecided']);
    const last = runAll(opened(2, rolls(20, 1)).state, [
      [empire(3), 0],
      [empire(1), 1],
    ]).events;
    expect(last.slice(-2)).toEqual([
      { type: 'TurnPlaceChosen', seat: 0, place: 1 },
      { type: 'SidesDecided', order: [0, 1] },
    ]);
  });

  it('S004 sides: empires nobody plays are grassland, except Carrion', () => {
    const { state } = opened(2, Dice.fromSeed(3), { sides: 'auto', placement: 'auto' });
    const played = state.seats.map((x) => x.empire);
    const board = boardOf(state);
    for (let e = 1; e < board.empireNames.length; e++) {
      const pieces =
        state.towns.filter((t) => t.empire === e).length +
        state.lines.filter((l, x) => l >= 0 && board.empireOf[x] === e).length;
      expect(pieces > 0).toBe(played.includes(e));
    }
    const carrion = state.towns.filter((t) => t.empire === 0);
    expect(carrion.map((t) => t.kind).sort()).toEqual(['capital', 'town', 'town', 'town', 'town']);
    expect(carrion.every((t) => t.occupant === -1)).toBe(true);
  });

  it('S004 sides: the dice pick legal sides for two and three players when asked to', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const seats = 2 + (seed % 2);
      const { state } = opened(seats, Dice.fromSeed(seed), { sides: 'auto' });
      const empires = state.seats.map((x) => x.empire);
      const board = boardOf(state);
      for (const a of empires) for (const b of empires) if (a !== b) expect(board.empireNeighbours[a]).not.toContain(b);
      expect(state.seats.map((x) => x.place).sort()).toEqual([...Array(seats - 1).fill(-1), 1]);
    }
  });

  it('S004 sides: set-up commands are refused once the war has begun', () => {
    const { state } = opened(2, Dice.fromSeed(3), { sides: 'auto', placement: 'auto' });
    const out = decide(state, empire(1), 0, Dice.fromSeed(1));
    expect(isViolation(out) && out.code).toBe('WRONG_PHASE');
  });
});
