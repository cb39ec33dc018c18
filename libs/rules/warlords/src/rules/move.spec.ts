import type { WarlordsCommand } from '../commands';
import { legalActions } from '../legal/legal';
import { CHIEF_IN_CAPITAL } from '../state';
import { find, refuse, run, runAll, types } from '../testing/decisions';
import { AURUM, at, capital, CARRION, P, six, step } from '../testing/places';
import {
  CARDS,
  inStep,
  opening,
  opening3,
  revealed,
  withChief,
  withGeneral,
  withLine,
  withLines,
  withTown,
} from '../testing/scenario';

const O = at(CARRION, 0, 0);
const E = (k: number) => at(CARRION, k, 0);
const move = (piece: number, to: number, lay = false): WarlordsCommand => ({ type: 'MoveGeneral', piece, to, lay });
const A = P(0, 1);
const march = (piece: number, n: number, lay = false): [WarlordsCommand, number][] =>
  Array.from({ length: n }, (_, k) => [move(piece, E(k + 1), lay), 0]);

const moving = (regiments: number) => inStep(withGeneral(opening(), A, O, regiments), 'move');

describe('S004 step 2: moving generals', () => {
  it.each([
    [5, 5],
    [6, 4],
    [11, 3],
    [16, 2],
  ])('S004 movement table: a general with %i regiments moves %i spaces', (regiments, speed) => {
    const { state } = runAll(moving(regiments), march(A, speed));
    expect(state.pieces[A].space).toBe(E(speed));
    expect(refuse(state, move(A, E(speed + 1)), 0).code).toBe('TOO_FAR');
  });

  it('S004 movement table: speed counts the regiments at the beginning of the movement step', () => {
    const s = withGeneral(opening(), A, at(AURUM, -1, 0), 5);
    const { state } = runAll(s, [
      [{ type: 'RaiseRegiments', from: capital(AURUM), piece: A, count: 1 }, 0],
      [{ type: 'EndRaising' }, 0],
    ]);
    const path = [at(AURUM, -2, 0), at(AURUM, -3, 0), at(AURUM, -4, 0), at(AURUM, -5, 0)];
    const after = runAll(
      state,
      path.map((to): [WarlordsCommand, number] => [move(A, to), 0]),
    ).state;
    expect(refuse(after, move(A, at(AURUM, -6, 0)), 0).code).toBe('TOO_FAR');
  });

  it('S004 supply lines: laying one costs a regiment from his command', () => {
    const { events, state } = run(moving(3), move(A, E(1), true), 0);
    expect(find(events, 'SupplyLineLaid').cost).toBe(1);
    expect(state.pieces[A].regiments).toBe(2);
    expect(state.lines[E(1)]).toBe(0);
  });

  it('S004 supply lines: a general who lays a line is slowed', () => {
    const { state } = runAll(moving(5), [...march(A, 4).slice(0, 3), [move(A, E(4), true), 0]]);
    expect(refuse(state, move(A, E(5)), 0).code).toBe('TOO_FAR');
    expect(refuse(runAll(moving(5), march(A, 4)).state, move(A, E(5), true), 0).code).toBe('TOO_FAR');
  });

  it('S004 supply lines: a general may not give his last regiment to a line', () => {
    expect(refuse(moving(1), move(A, E(1), true), 0).code).toBe('BAD_COUNT');
  });

  it('S004 supply lines: a general must destroy an enemy line he moves into, and is slowed', () => {
    const s = withLine(moving(2), 1, E(1));
    const { events, state } = run(s, move(A, E(1)), 0);
    expect(find(events, 'SupplyLineDestroyed').owner).toBe(1);
    expect(state.lines[E(1)]).toBe(-1);
    const far = runAll(state, march(A, 4).slice(1)).state;
    expect(refuse(far, move(A, E(5)), 0).code).toBe('TOO_FAR');
  });

  it('S004 supply lines: a general who laid a line may not destroy one', () => {
    const s = withLine(moving(3), 1, E(2));
    const laid = run(s, move(A, E(1), true), 0).state;
    expect(refuse(laid, move(A, E(2)), 0).code).toBe('LAY_AND_DESTROY');
  });

  it('S004 supply lines: a general who destroyed a line may not lay one', () => {
    const s = withLine(moving(3), 1, E(1));
    const destroyed = run(s, move(A, E(1)), 0).state;
    expect(refuse(destroyed, move(A, E(2), true), 0).code).toBe('LAY_AND_DESTROY');
  });

  it('S004 passing: a friendly supply line is passed as though it were not there', () => {
    const s = withLines(moving(5), 0, [E(1), E(2), E(3)]);
    const { events, state } = runAll(s, march(A, 5));
    expect(state.pieces[A].space).toBe(E(5));
    expect(types(events)).not.toContain('SupplyLineDestroyed');
    expect(state.lines[E(2)]).toBe(0);
  });

  it('S004 passing: a general passes through a friendly general but may not stop on him', () => {
    const s = withGeneral(moving(5), P(0, 2), E(1));
    const on = run(s, move(A, E(1)), 0).state;
    expect(refuse(on, { type: 'EndMovement' }, 0).code).toBe('MUST_KEEP_MOVING');
    expect(refuse(on, move(P(0, 2), E(2)), 0).code).toBe('MUST_KEEP_MOVING');
    expect(run(on, move(A, E(2)), 0).state.pieces[A].space).toBe(E(2));
  });

  it('S004 passing: a friendly piece may not be entered with the last step of his movement', () => {
    const s = withGeneral(moving(5), P(0, 2), E(5));
    const near = runAll(s, march(A, 4)).state;
    expect(refuse(near, move(A, E(5)), 0).code).toBe('CANNOT_STOP_HERE');
  });

  it('S004 passing: a friendly piece may not be entered when the way on is a surrendered general on an enemy line he is too slow to take', () => {
    // Seat 1 surrenders: its general stands on its back row, on a line of seat 2. Seat 0's general
    // with 12 regiments (3 spaces, 2 slowed) reaches the friendly general beside him with his second step;
    // taking him would destroy the line, a third step only an unslowed general may make.
    const row = six.backRows[3];
    const gone = run(opening3(), { type: 'Resign' }, 1).state;
    const around = (x: number) => six.neighbours[x].filter((y) => y >= 0);
    const [X, F2] = [row[2], row[1]];
    const F1 = around(F2).find((y) => !row.includes(y) && !around(y).includes(X)) ?? -1;
    const from = around(F1).find((y) => y !== F2 && !around(F2).includes(y)) ?? -1;
    let s = withLines(gone, 2, [X, ...around(F2).filter((y) => y !== F1 && y !== X)]);
    s = withGeneral(withGeneral(s, P(0, 2), F2), P(0, 3), F1);
    const passing = run(inStep(withGeneral(s, A, from, 12), 'move'), move(A, F1), 0).state;
    expect(refuse(passing, move(A, F2), 0).code).toBe('CANNOT_STOP_HERE');
  });

  it('S004 passing: a general passes through a friendly occupied town but may not stop in it', () => {
    const s = withTown(moving(5), E(1), 0);
    const inTown = run(s, move(A, E(1)), 0);
    expect(types(inTown.events)).not.toContain('TownEntered');
    expect(refuse(inTown.state, { type: 'EndTurn' }, 0).code).toBe('MUST_KEEP_MOVING');
  });

  it('S004 occupying: entering an unoccupied town stops the general', () => {
    const s = withTown(moving(3), E(1), -1);
    const { events, state } = run(s, move(A, E(1)), 0);
    expect(find(events, 'TownEntered').space).toBe(E(1));
    expect(refuse(state, move(A, E(2)), 0).code).toBe('DECISION_PENDING');
  });

  it('S004 occupying: he occupies the town by leaving one regiment in it, then must leave it', () => {
    const s = withTown(moving(3), E(1), -1);
    const entered = run(s, move(A, E(1)), 0).state;
    const { state } = run(entered, { type: 'LeaveTown', occupy: true, to: E(2) }, 0);
    expect(state.towns[state.townAt[E(1)]].occupant).toBe(0);
    expect(state.pieces[A].regiments).toBe(2);
    expect(state.pieces[A].space).toBe(E(2));
  });

  it('S004 occupying: he leaves only to an empty space or one with a friendly supply line', () => {
    const s = withLine(withTown(moving(3), E(1), -1), 1, E(2));
    const entered = run(s, move(A, E(1)), 0).state;
    expect(refuse(entered, { type: 'LeaveTown', occupy: false, to: E(2) }, 0).code).toBe('NO_EXIT');
  });

  it('S004 occupying: if he could not leave the town he may not enter it', () => {
    const town = E(1);
    let s = withTown(moving(3), town, -1);
    for (let d = 0; d < 6; d++) if (step(town, d) !== O) s = withLine(s, 1, step(town, d));
    s = withGeneral(s, P(0, 2), step(O, 3));
    s = withGeneral(s, P(0, 3), step(O, 4));
    const blocked = withLine(s, 1, O);
    expect(refuse(blocked, move(A, town), 0).code).toBe('NO_EXIT');
    expect(run(s, move(A, town), 0).events.some((e) => e.type === 'TownEntered')).toBe(true);
  });

  it('S004 occupying: a general may not leave his last regiment in a town', () => {
    const entered = run(withTown(moving(1), E(1), -1), move(A, E(1)), 0).state;
    expect(refuse(entered, { type: 'LeaveTown', occupy: true, to: E(2) }, 0).code).toBe('BAD_COUNT');
  });

  it('S004 movement: a general who has finished moving may not move again once another moves', () => {
    const s = withGeneral(moving(3), P(0, 2), at(CARRION, 0, 2));
    const { state } = runAll(s, [
      [move(A, E(1)), 0],
      [move(P(0, 2), step(at(CARRION, 0, 2), 0)), 0],
    ]);
    expect(refuse(state, move(A, E(2)), 0).code).toBe('ALREADY_MOVED');
  });

  it('S004 movement: entering an enemy general is an attack, not a move', () => {
    const s = withGeneral(moving(3), P(1, 1), E(1));
    expect(refuse(s, move(A, E(1)), 0).code).toBe('USE_ATTACK');
  });

  it('S004 Charlemagne: once revealed he is slow (16-20 regiments move 1)', () => {
    const C = P(0, 2);
    const s = inStep(revealed(withGeneral(opening(), C, O, 16), C), 'move');
    const moved = run(s, move(C, E(1)), 0).state;
    expect(refuse(moved, move(C, E(2)), 0).code).toBe('TOO_FAR');
  });

  it('S004 chief of staff: with Charlemagne he loses his slowness', () => {
    const C = P(0, 2);
    const s = inStep(withChief(revealed(withGeneral(opening(), C, O, 16), C), 0, C), 'move');
    expect(
      runAll(s, [
        [move(C, E(1)), 0],
        [move(C, E(2)), 0],
      ]).state.pieces[C].space,
    ).toBe(E(2));
  });

  it('S004 revealing: Charlemagne revealed after moving too far does not go back', () => {
    const C = P(0, 2);
    const s = inStep(withGeneral(opening(), C, O, 3), 'move');
    const far = runAll(s, [
      [move(C, E(1)), 0],
      [move(C, E(2)), 0],
      [move(C, E(3)), 0],
      [move(C, E(4)), 0],
      [move(C, E(5)), 0],
    ]).state;
    const { state } = run(far, { type: 'RevealGeneral', piece: C }, 0);
    expect(state.pieces[C].space).toBe(E(5));
    expect(refuse(state, move(C, E(6)), 0).code).toBe('TOO_FAR');
  });

  it('S004 revealing (our ruling): a moving general is not revealed on a friendly piece his con would leave him too slow to pass', () => {
    const C = P(0, 2); // Charlemagne, 3 regiments: 5 spaces unrevealed, 4 revealed
    const s = inStep(withGeneral(withGeneral(opening(), C, O, 3), P(0, 3), E(4), 1), 'move');
    const onFriend = runAll(s, march(C, 4)).state; // 4 of 5 spent, on the friendly general
    expect(refuse(onFriend, { type: 'RevealGeneral', piece: C }, 0).code).toBe('CANNOT_STOP_HERE');
    expect(legalActions(onFriend, 0)).not.toContainEqual({ type: 'RevealGeneral', piece: C });
    // One space on, where he may stop, he is revealed.
    const stopped = run(onFriend, move(C, E(5)), 0).state;
    expect(run(stopped, { type: 'RevealGeneral', piece: C }, 0).state.pieces[C].revealed).toBe(true);
  });

  it('S004 revealing: a moving general on a friendly piece is revealed when, slowed, he can still go on', () => {
    const C = P(0, 2);
    const s = inStep(withGeneral(withGeneral(opening(), C, O, 3), P(0, 3), E(3), 1), 'move');
    const onFriend = runAll(s, march(C, 3)).state; // 3 of 5 spent: revealed, one space is left to leave by
    const { state } = run(onFriend, { type: 'RevealGeneral', piece: C }, 0);
    expect(run(state, move(C, E(4)), 0).state.pieces[C].space).toBe(E(4));
  });

  it('S004 generals: a revealed pro changes speed (Genghis Khan +2)', () => {
    const G = P(1, 2);
    const s = inStep(revealed(withGeneral(opening(), G, O, 3), G), 'move', 1);
    const path = Array.from({ length: 7 }, (_, k): [WarlordsCommand, number] => [move(G, E(k + 1)), 1]);
    expect(runAll(s, path).state.pieces[G].space).toBe(E(7));
  });

  it.each([
    ['attila', 2],
    ['cyrus', 0],
  ])('S004 generals: %s, revealed, lays a supply line for %i regiments', (general, cost) => {
    const s = inStep(
      revealed(
        withGeneral(opening({}, [[general, 'genghis', 'sun-tzu', 'tokugawa', 'belisarius'], CARDS[1]]), A, O, 4),
        A,
      ),
      'move',
    );
    const { events, state } = run(s, move(A, E(1), true), 0);
    expect(find(events, 'SupplyLineLaid').cost).toBe(cost);
    expect(state.pieces[A].regiments).toBe(4 - cost);
  });

  it('S004 chief of staff: he starts in the capital', () => {
    expect(opening().seats[0].chief).toBe(CHIEF_IN_CAPITAL);
  });
});
