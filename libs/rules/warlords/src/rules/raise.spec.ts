import { GENERALS } from '../generals/generals';
import {
  AURUM,
  at,
  CARRION,
  capital,
  find,
  inStep,
  opening,
  P,
  refuse,
  revealed,
  run,
  withGeneral,
  withLine,
  withLines,
  withTown,
} from '../testing/scenario';

const C = capital(AURUM);
const near = at(AURUM, -1, 0);
const town = at(AURUM, -3, 1);

describe('S004 step 1: raising and allocating regiments', () => {
  const base = withTown(withGeneral(opening(), P(0, 1), near, 3), town, 0);

  it('S004 raise: the capital produces up to 2 regiments a turn', () => {
    const after = run(base, { type: 'RaiseRegiments', from: C, piece: P(0, 1), count: 2 }, 0).state;
    expect(after.pieces[P(0, 1)].regiments).toBe(5);
    expect(refuse(after, { type: 'RaiseRegiments', from: C, piece: P(0, 1), count: 1 }, 0).code).toBe(
      'PRODUCTION_EXCEEDED',
    );
  });

  it('S004 raise: an occupied town produces up to 1 regiment a turn', () => {
    const s = withLines(base, 0, [at(AURUM, -2, 0), at(AURUM, -2, 1)]);
    expect(refuse(s, { type: 'RaiseRegiments', from: town, piece: P(0, 1), count: 2 }, 0).code).toBe(
      'PRODUCTION_EXCEEDED',
    );
    expect(
      run(s, { type: 'RaiseRegiments', from: town, piece: P(0, 1), count: 1 }, 0).state.pieces[P(0, 1)].regiments,
    ).toBe(4);
  });

  it('S004 raise: a player may raise fewer regiments than he could', () => {
    const after = run(base, { type: 'RaiseRegiments', from: C, piece: P(0, 1), count: 1 }, 0).state;
    expect(run(after, { type: 'EndRaising' }, 0).state.turn?.step).toBe('move');
  });

  it('S004 raise: an unoccupied town raises nothing', () => {
    const s = withLines(withTown(base, town, -1), 0, [at(AURUM, -2, 0), at(AURUM, -2, 1)]);
    expect(refuse(s, { type: 'RaiseRegiments', from: town, piece: P(0, 1), count: 1 }, 0).code).toBe(
      'NOT_A_FRIENDLY_TOWN',
    );
  });

  it('S004 raise: regiments need an unbroken supply line from the town to the general', () => {
    const far = withLine(withGeneral(base, P(0, 2), at(AURUM, 0, -3)), 0, at(AURUM, 0, -1));
    expect(refuse(far, { type: 'RaiseRegiments', from: C, piece: P(0, 2), count: 1 }, 0).code).toBe('NO_SUPPLY_LINE');
    const supplied = withLine(far, 0, at(AURUM, 0, -2));
    expect(run(supplied, { type: 'RaiseRegiments', from: C, piece: P(0, 2), count: 1 }, 0).events[0].type).toBe(
      'RegimentsRaised',
    );
  });

  it('S004 raise: friendly generals and occupied towns serve as supply lines', () => {
    // capital - general 1 (near) - general 2 - general 3: no line at all, only generals.
    let s = withGeneral(base, P(0, 2), at(AURUM, -2, 0));
    s = withGeneral(s, P(0, 3), at(AURUM, -3, 0));
    expect(
      run(s, { type: 'RaiseRegiments', from: C, piece: P(0, 3), count: 2 }, 0).state.pieces[P(0, 3)].regiments,
    ).toBe(3);
    // the town, through general 3, reaches general 1.
    expect(
      run(s, { type: 'RaiseRegiments', from: town, piece: P(0, 1), count: 1 }, 0).state.pieces[P(0, 1)].regiments,
    ).toBe(4);
  });

  it('S004 raise: an enemy supply line does not carry supply', () => {
    const far = withLines(withLine(withGeneral(base, P(0, 2), at(AURUM, 0, -3)), 1, at(AURUM, 0, -2)), 0, [
      at(AURUM, 0, -1),
    ]);
    expect(refuse(far, { type: 'RaiseRegiments', from: C, piece: P(0, 2), count: 1 }, 0).code).toBe('NO_SUPPLY_LINE');
  });

  it('S004 cap: a general commands at most 20 regiments', () => {
    const s = withGeneral(base, P(0, 1), near, 19);
    expect(refuse(s, { type: 'RaiseRegiments', from: C, piece: P(0, 1), count: 2 }, 0).code).toBe('CAP_EXCEEDED');
    expect(
      run(s, { type: 'RaiseRegiments', from: C, piece: P(0, 1), count: 1 }, 0).state.pieces[P(0, 1)].regiments,
    ).toBe(20);
  });

  it('S004 cap: Ashoka, once revealed, may command up to 30 regiments', () => {
    expect(GENERALS[opening().pieces[P(0, 4)].card].id).toBe('ashoka');
    const hidden = withGeneral(base, P(0, 4), at(AURUM, 1, 0), 20);
    expect(refuse(hidden, { type: 'RaiseRegiments', from: C, piece: P(0, 4), count: 1 }, 0).code).toBe('CAP_EXCEEDED');
    expect(
      run(revealed(hidden, P(0, 4)), { type: 'RaiseRegiments', from: C, piece: P(0, 4), count: 2 }, 0).state.pieces[
        P(0, 4)
      ].regiments,
    ).toBe(22);
  });

  it('S004 cap: Leonidas, once revealed, may command at most 10 regiments', () => {
    const s = revealed(withGeneral(base, P(0, 1), near, 10), P(0, 1));
    expect(refuse(s, { type: 'RaiseRegiments', from: C, piece: P(0, 1), count: 1 }, 0).code).toBe('CAP_EXCEEDED');
  });

  it('S004 dismiss: a general joined to a friendly occupied town dismisses regiments, which are gone', () => {
    const { events, state } = run(base, { type: 'DismissRegiments', piece: P(0, 1), count: 2 }, 0);
    expect(find(events, 'RegimentsDismissed').count).toBe(2);
    expect(state.pieces[P(0, 1)].regiments).toBe(1);
    expect(state.lost).toBe(base.lost + 2);
    expect(state.pieces.reduce((a, p) => a + p.regiments, 0)).toBe(
      base.pieces.reduce((a, p) => a + p.regiments, 0) - 2,
    );
  });

  it('S004 dismiss: a general cut off from every friendly town may not dismiss', () => {
    const s = withGeneral(base, P(0, 2), at(CARRION, 0, 0), 4);
    expect(refuse(s, { type: 'DismissRegiments', piece: P(0, 2), count: 1 }, 0).code).toBe('NO_SUPPLY_LINE');
  });

  it('S004 dismiss: the last regiment is the general himself and cannot be dismissed', () => {
    expect(refuse(base, { type: 'DismissRegiments', piece: P(0, 1), count: 3 }, 0).code).toBe('BAD_COUNT');
  });

  it('S004 turn: once past step 1, regiments can no longer be raised', () => {
    const moving = run(base, { type: 'EndRaising' }, 0).state;
    expect(refuse(moving, { type: 'RaiseRegiments', from: C, piece: P(0, 1), count: 1 }, 0).code).toBe('WRONG_STEP');
  });

  it('S004 turn: once past step 1, regiments can no longer be dismissed', () => {
    const moving = run(base, { type: 'EndRaising' }, 0).state;
    expect(refuse(moving, { type: 'DismissRegiments', piece: P(0, 1), count: 1 }, 0).code).toBe('WRONG_STEP');
  });

  it('S004 turn: only the seat whose turn it is raises', () => {
    expect(
      refuse(inStep(base, 'raise', 0), { type: 'RaiseRegiments', from: C, piece: P(0, 1), count: 1 }, 1).code,
    ).toBe('NOT_YOUR_TURN');
  });
});
