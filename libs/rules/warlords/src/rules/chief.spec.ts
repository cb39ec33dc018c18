import type { WarlordsCommand } from '../commands';
import { CHIEF_IN_CAPITAL, CHIEF_LOST } from '../state';
import { find, refuse, rolls, run, runAll, types } from '../testing/decisions';
import { AURUM, at, capital, CARRION, P, step } from '../testing/places';
import { inStep, NEUTRAL, opening, revealed, withChief, withGeneral, withLines } from '../testing/scenario';

const C = capital(AURUM);
const A = P(0, 1);
const far = at(AURUM, -3, 0);
const supplied = () =>
  inStep(withLines(withGeneral(opening(), A, far, 3), 0, [at(AURUM, -1, 0), at(AURUM, -2, 0)]), 'chief');
const moveChief = (to: number): WarlordsCommand => ({ type: 'MoveChiefOfStaff', to });

describe('S004 step 4: the chief of staff', () => {
  it('S004 chief of staff: moves any distance along supply lines to a general, ending the turn', () => {
    const { events, state } = run(supplied(), moveChief(far), 0);
    expect(state.seats[0].chief).toBe(A);
    expect(types(events)).toEqual(['ChiefOfStaffMoved', 'TurnEnded', 'TurnBegan']);
  });

  it('S004 chief of staff: ends with a general or in the capital, nowhere else', () => {
    expect(refuse(supplied(), moveChief(at(AURUM, -2, 0)), 0).code).toBe('CHIEF_UNREACHABLE');
  });

  it('S004 chief of staff: moves only along unbroken supply lines', () => {
    const s = inStep(withGeneral(opening(), A, far, 3), 'chief');
    expect(refuse(s, moveChief(far), 0).code).toBe('CHIEF_UNREACHABLE');
  });

  it('S004 chief of staff: returns from a general to the capital', () => {
    const s = withChief(supplied(), 0, A);
    expect(run(s, moveChief(C), 0).state.seats[0].chief).toBe(CHIEF_IN_CAPITAL);
  });

  it('S004 chief of staff: a general with him has no con (Leonidas may pass 10 regiments)', () => {
    const s = inStep(withChief(revealed(withGeneral(opening(), A, at(AURUM, -1, 0), 12), A), 0, A), 'raise');
    expect(run(s, { type: 'RaiseRegiments', from: C, piece: A, count: 2 }, 0).state.pieces[A].regiments).toBe(14);
  });

  it('S004 chief of staff: when he leaves, the general reverts at once (Leonidas keeps 10 of 15)', () => {
    const s = withChief(revealed(withGeneral(supplied(), A, far, 15), A), 0, A);
    const { events, state } = run(s, moveChief(C), 0);
    expect(find(events, 'ChiefOfStaffMoved').disbanded).toEqual([{ piece: A, count: 5 }]);
    expect(state.pieces[A].regiments).toBe(10);
  });

  it('S004 chief of staff: Alexander has him killed when he loses a battle with him', () => {
    const O = at(CARRION, 0, 0);
    /**
     * Seat 0's `piece` (9 regiments, so he survives) attacks from O and loses (1 against 20), the chief of
     * staff with him or in the capital.
     */
    const loses = (piece: number, chiefWithHim: boolean) => {
      let s = withGeneral(withGeneral(opening(), piece, O, 9), P(1, 1), step(O, 0), 3);
      s = inStep(chiefWithHim ? withChief(s, 0, piece) : s, 'move');
      return runAll(
        s,
        [
          [{ type: 'Attack', piece, target: step(O, 0), main: true }, 0],
          [{ type: 'EndMovement' }, 0],
        ],
        rolls(1, 20),
      );
    };
    const alexander = P(0, 3);
    const { events, state } = loses(alexander, true);
    expect(find(events, 'ChiefOfStaffKilled').seat).toBe(0);
    expect(state.seats[0].chief).toBe(CHIEF_LOST);
    // Only Alexander's con does it (Charlemagne loses with him and keeps him), and only with the chief at his side.
    const charlemagne = P(0, 2);
    expect(types(loses(charlemagne, true).events)).not.toContain('ChiefOfStaffKilled');
    expect(loses(charlemagne, true).state.seats[0].chief).toBe(charlemagne);
    expect(types(loses(alexander, false).events)).not.toContain('ChiefOfStaffKilled');
    expect(loses(alexander, false).state.seats[0].chief).toBe(CHIEF_IN_CAPITAL);
  });

  it('S004 chief of staff: Alexander who wins keeps him', () => {
    const X = P(0, 3);
    const O = at(CARRION, 0, 0);
    let s = withGeneral(withGeneral(opening(), X, O, 3), P(1, 1), step(O, 0), 9);
    s = inStep(withChief(s, 0, X), 'move');
    const { state } = runAll(
      s,
      [
        [{ type: 'Attack', piece: X, target: step(O, 0), main: true }, 0],
        [{ type: 'EndMovement' }, 0],
      ],
      rolls(20, 1),
    );
    expect(state.seats[0].chief).toBe(X);
  });

  it('S004 chief of staff: he dies with the general he rides with', () => {
    const O = at(CARRION, 0, 0);
    let s = withGeneral(withGeneral(opening({}, NEUTRAL), A, O, 3), P(1, 1), step(O, 0), 3);
    s = inStep(withChief(s, 0, A), 'move');
    const { state } = runAll(
      s,
      [
        [{ type: 'Attack', piece: A, target: step(O, 0), main: true }, 0],
        [{ type: 'EndMovement' }, 0],
      ],
      rolls(1, 20),
    );
    expect(state.pieces[A].status).toBe('dead');
    expect(state.seats[0].chief).toBe(CHIEF_LOST);
  });

  it('S004 chief of staff: without one (or nowhere to go) step 4 passes by itself', () => {
    const s = withChief(inStep(withGeneral(opening(), A, far, 3), 'move'), 0, CHIEF_LOST);
    expect(types(run(s, { type: 'EndMovement' }, 0).events)).toContain('TurnEnded');
  });
});
