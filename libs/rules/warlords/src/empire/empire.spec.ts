import type { WarlordsCommand } from '../commands';
import { CHIEF_LOST } from '../state';
import { find, refuse, rolls, run, runAll, types } from '../testing/decisions';
import { atSix, P, six, stepSix } from '../testing/places';
import { inStep, opening, opening3, withGeneral, withLine, withTown } from '../testing/scenario';
import { warlords } from '../ruleset';
import { lineUpSlots } from './surrender';

const capital3 = six.capitals[3];
const A = P(0, 1);
const attack = (piece: number, target: number): WarlordsCommand => ({ type: 'Attack', piece, target, main: true });

/** Seat 0's A beside seat 1's capital, seat 1 with a town, a line and a second general. */
function besieged() {
  let s = withGeneral(opening3(), A, stepSix(capital3, 0), 3);
  s = withGeneral(s, P(1, 1), atSix(3, -4, 2), 4);
  s = withTown(s, atSix(3, 0, -3), 1);
  s = withLine(s, 1, atSix(3, 0, -1));
  return runAll(
    inStep(s, 'move'),
    [
      [attack(A, capital3), 0],
      [{ type: 'EndMovement' }, 0],
    ],
    rolls(20, 1),
  );
}

describe('S004 empire destruction', () => {
  it("S004 destruction: killing a capital's regiment makes the empire crumble", () => {
    const { events, state } = besieged();
    expect(find(events, 'EmpireCrumbled')).toMatchObject({ seat: 1, by: 0 });
    expect(state.seats[1].status).toBe('crumbled');
    expect(state.towns.filter((t) => t.occupant === 1)).toEqual([]);
    expect(state.lines.filter((l) => l === 1)).toEqual([]);
    expect(state.seats[1].chief).toBe(CHIEF_LOST);
  });

  it('S004 destruction: the destroyer may recruit one surviving general with his regiments; the others disperse', () => {
    const { state } = besieged();
    expect(state.pending).toMatchObject({ kind: 'recruit', seat: 0 });
    const { events, state: after } = run(state, { type: 'Recruit', piece: P(1, 1) }, 0);
    expect(after.pieces[P(1, 1)]).toMatchObject({ owner: 0, regiments: 4, status: 'active' });
    expect(after.pieces[P(1, 5)].status).toBe('dispersed');
    expect(warlords.visibility(find(events, 'GeneralIdentityLearned'))).toEqual({ public: false, seats: [0] });
  });

  it('S004 destruction: declining the recruit disperses every surviving general', () => {
    const { state } = run(besieged().state, { type: 'DeclineRecruit' }, 0);
    expect([state.pieces[P(1, 1)].status, state.pieces[P(1, 5)].status]).toEqual(['dispersed', 'dispersed']);
  });

  it("S004 destruction: a recruit is chosen among the fallen empire's generals only", () => {
    expect(refuse(besieged().state, { type: 'Recruit', piece: P(2, 5) }, 0).code).toBe('NOT_A_CANDIDATE');
  });
});

describe('S004 surrender', () => {
  it.each([
    [5, [0, 1, 2, 3, 4]],
    [4, [0, 1, 3, 4]],
    [3, [1, 2, 3]],
    [2, [1, 3]],
    [1, [2]],
  ])('S004 surrender: %i generals line up centred in a back row of 5, the middle empty when even', (count, slots) => {
    expect(lineUpSlots(count, 5)).toEqual(slots);
  });

  it('S004 surrender: the empire crumbles and its generals move to its back row in number order', () => {
    let s = opening3();
    s = withGeneral(s, P(1, 2), atSix(3, 0, 1), 6);
    s = withGeneral(s, P(1, 4), atSix(0, 0, 0), 2);
    s = withGeneral(s, P(1, 1), atSix(3, 1, 1), 1);
    s = withTown(withLine(s, 1, atSix(3, 0, -1)), atSix(3, 0, -3), 1);
    const { events, state } = run(s, { type: 'Resign' }, 1);
    const row = six.backRows[3];
    expect(find(events, 'EmpireSurrendered')).toMatchObject({
      pieces: [P(1, 1), P(1, 2), P(1, 4), P(1, 5)],
      lineUp: [row[0], row[1], row[3], row[4]],
    });
    expect(state.pieces[P(1, 2)]).toMatchObject({ status: 'abandoned', regiments: 6, space: row[1] });
    expect(state.towns.some((t) => t.occupant === 1)).toBe(false);
    expect(state.lines.includes(1)).toBe(false);
  });

  it('S004 surrender: a general of a surrendered empire who is attacked is slaughtered without a fight', () => {
    const row = six.backRows[3];
    const gone = run(opening3(), { type: 'Resign' }, 1).state;
    const beside = six.neighbours[row[2]].find((n) => n >= 0 && !row.includes(n)) ?? -1;
    const s = inStep(withGeneral(gone, A, beside, 3), 'move');
    const { events, state } = run(s, attack(A, row[2]), 0);
    expect(types(events)).toContain('AbandonedGeneralSlaughtered');
    expect(types(events)).not.toContain('BattleFought');
    expect(state.pieces[P(1, 5)].status).toBe('dead');
  });

  /** Seat 1 surrendered with generals 2 and 5 left; seat 0's A has just occupied its old capital, in the movement step. */
  function occupiedOldCapital() {
    const gone = run(withGeneral(opening3(), P(1, 2), atSix(3, 0, 1), 6), { type: 'Resign' }, 1).state;
    const s = inStep(withGeneral(gone, A, stepSix(capital3, 3), 3), 'move');
    return runAll(s, [
      [{ type: 'MoveGeneral', piece: A, to: capital3, lay: false }, 0],
      [{ type: 'LeaveTown', occupy: true, to: stepSix(capital3, 0) }, 0],
    ]).state;
  }

  it('S004 surrender: occupying the old capital lets the occupier recruit one of its generals', () => {
    const state = occupiedOldCapital();
    expect(state.pending).toMatchObject({ kind: 'recruit', seat: 0, candidates: [P(1, 2), P(1, 5)] });
    const after = run(state, { type: 'Recruit', piece: P(1, 2) }, 0).state;
    expect(after.pieces[P(1, 2)]).toMatchObject({ owner: 0, status: 'active', regiments: 6 });
    expect(after.pieces[P(1, 5)].status).toBe('dispersed');
  });

  it('S004 surrender: a general recruited in the movement step may still move that turn, as one of his new empire', () => {
    const state = run(occupiedOldCapital(), { type: 'Recruit', piece: P(1, 2) }, 0).state;
    const from = state.pieces[P(1, 2)].space;
    const free = (n: number) => n >= 0 && state.lines[n] === -1 && !state.pieces.some((p) => p.space === n);
    const to = six.neighbours[from].find(free) ?? -1;
    const { state: moved } = run(state, { type: 'MoveGeneral', piece: P(1, 2), to, lay: false }, 0);
    expect(moved.pieces[P(1, 2)].space).toBe(to);
  });

  it('S004 surrender: a battle waiting on a surrendering defender is void and the attacker goes back', () => {
    const target = atSix(0, 0, 0);
    let s = withGeneral(withGeneral(opening3(), A, stepSix(target, 3), 3), P(1, 1), target, 3);
    s = withGeneral(s, P(1, 2), stepSix(target, 0), 3);
    const waiting = runAll(inStep(s, 'move'), [
      [attack(A, target), 0],
      [{ type: 'EndMovement' }, 0],
    ]).state;
    expect(waiting.turn?.fight?.stage).toBe('defenders');
    const { events, state } = run(waiting, { type: 'Resign' }, 1);
    expect(types(events)).toContain('BattleVoided');
    expect(types(events)).toContain('BattlesEnded');
    expect(state.pieces[A]).toMatchObject({ space: stepSix(target, 3), attacking: -1 });
    expect(state.pieces[P(1, 1)].status).toBe('abandoned');
  });

  it('S004 surrender: a declared battle whose enemy surrendered before it is fought is void; the attacker goes back', () => {
    const target = atSix(0, 0, 0);
    const other = stepSix(stepSix(target, 0), 0);
    let s = withGeneral(withGeneral(opening3(), A, stepSix(target, 3), 3), P(1, 1), target, 3);
    s = withGeneral(withGeneral(s, P(0, 2), stepSix(other, 0), 3), P(2, 1), other, 3);
    const waiting = runAll(inStep(s, 'move'), [
      [attack(A, target), 0],
      [attack(P(0, 2), other), 0],
      [{ type: 'EndMovement' }, 0],
    ]).state;
    const gone = run(waiting, { type: 'Resign' }, 1).state;
    const { events, state } = run(gone, { type: 'Fight', target }, 0);
    expect(types(events).slice(0, 2)).toEqual(['BattleVoided', 'GeneralReturned']);
    expect(events.filter((e) => e.type === 'BattleBegan').map((e) => (e as { target: number }).target)).toEqual([
      other,
    ]);
    expect(state.pieces[A]).toMatchObject({ space: stepSix(target, 3), attacking: -1 });
  });

  it('S004 surrender: a seat surrendering on its own turn passes the turn on', () => {
    const { events, state } = run(opening3(), { type: 'Resign' }, 0);
    expect(types(events)).toContain('TurnEnded');
    expect(state.turn?.seat).toBe(1);
  });

  it('S004 surrender: a fallen seat can give no more commands', () => {
    const gone = run(opening3(), { type: 'Resign' }, 1).state;
    expect(refuse(gone, { type: 'Resign' }, 1).code).toBe('NOT_PLAYING');
  });

  it('S004 surrender: two players: the other wins at once', () => {
    expect(run(opening(), { type: 'Resign' }, 1).state.result?.reason).toBe('capitals');
  });
});
