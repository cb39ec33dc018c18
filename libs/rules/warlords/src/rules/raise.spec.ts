import { rulesSpec } from '@empires/rules-kernel/testing';
import { GENERALS } from '../generals/generals';
import { warlords } from '../ruleset';
import type { WarlordsState } from '../state';
import { AURUM, at, CARRION, capital, P } from '../testing/places';
import { inStep, opening, revealed, withGeneral, withLine, withLines, withTown } from '../testing/scenario';

const rules = rulesSpec(warlords, 1);
const C = capital(AURUM);
const near = at(AURUM, -1, 0);
const town = at(AURUM, -3, 1);
/** Seat 0's generals by the number on the piece. */
const [g1, g2, g3, g4] = [1, 2, 3, 4].map((n) => P(0, n));
/** Raising from the capital unless `from` says where. */
const raise = (piece: number, count: number, from = C) => ({ type: 'RaiseRegiments' as const, from, piece, count });
const dismiss = (piece: number, count: number) => ({ type: 'DismissRegiments' as const, piece, count });
/** What seat 0's raising writes. */
const raised = (piece: number, count: number, from = C) => ({
  ...raise(piece, count, from),
  type: 'RegimentsRaised' as const,
  seat: 0,
});
const regimentsOf = (s: WarlordsState, piece: number) => s.pieces[piece].regiments;

describe('S004 step 1: raising and allocating regiments', () => {
  const base = withTown(withGeneral(opening(), g1, near, 3), town, 0);
  const given = (s: WarlordsState = base) => rules.givenState(s);

  it('S004 raise: the capital produces up to 2 regiments a turn', () => {
    const { state } = given().when(raise(g1, 2), 0).then(raised(g1, 2));
    expect(regimentsOf(state, g1)).toBe(5);
    given(state).when(raise(g1, 1), 0).thenViolation('PRODUCTION_EXCEEDED');
  });

  it('S004 raise: an occupied town produces up to 1 regiment a turn', () => {
    const s = given(withLines(base, 0, [at(AURUM, -2, 0), at(AURUM, -2, 1)]));
    s.when(raise(g1, 2, town), 0).thenViolation('PRODUCTION_EXCEEDED');
    expect(regimentsOf(s.when(raise(g1, 1, town), 0).then(raised(g1, 1, town)).state, g1)).toBe(4);
  });

  it('S004 raise: a player may raise fewer regiments than he could', () => {
    const { state } = given().when(raise(g1, 1), 0).then(raised(g1, 1));
    expect(given(state).when({ type: 'EndRaising' }, 0).thenAccepted().state.turn?.step).toBe('move');
  });

  it('S004 raise: an unoccupied town raises nothing', () => {
    given(withLines(withTown(base, town, -1), 0, [at(AURUM, -2, 0), at(AURUM, -2, 1)]))
      .when(raise(g1, 1, town), 0)
      .thenViolation('NOT_A_FRIENDLY_TOWN');
  });

  it('S004 raise: regiments need an unbroken supply line from the town to the general', () => {
    const far = withLine(withGeneral(base, g2, at(AURUM, 0, -3)), 0, at(AURUM, 0, -1));
    given(far).when(raise(g2, 1), 0).thenViolation('NO_SUPPLY_LINE');
    given(withLine(far, 0, at(AURUM, 0, -2)))
      .when(raise(g2, 1), 0)
      .then(raised(g2, 1));
  });

  it('S004 raise: friendly generals and occupied towns serve as supply lines', () => {
    // capital - general 1 (near) - general 2 - general 3: no line at all, only generals.
    const s = given(withGeneral(withGeneral(base, g2, at(AURUM, -2, 0)), g3, at(AURUM, -3, 0)));
    expect(regimentsOf(s.when(raise(g3, 2), 0).then(raised(g3, 2)).state, g3)).toBe(3);
    // the town, through general 3, reaches general 1.
    expect(regimentsOf(s.when(raise(g1, 1, town), 0).then(raised(g1, 1, town)).state, g1)).toBe(4);
  });

  it('S004 raise: an enemy supply line does not carry supply', () => {
    const far = withLines(withLine(withGeneral(base, g2, at(AURUM, 0, -3)), 1, at(AURUM, 0, -2)), 0, [
      at(AURUM, 0, -1),
    ]);
    given(far).when(raise(g2, 1), 0).thenViolation('NO_SUPPLY_LINE');
  });

  it('S004 cap: a general commands at most 20 regiments', () => {
    const s = given(withGeneral(base, g1, near, 19));
    s.when(raise(g1, 2), 0).thenViolation('CAP_EXCEEDED');
    expect(regimentsOf(s.when(raise(g1, 1), 0).then(raised(g1, 1)).state, g1)).toBe(20);
  });

  it('S004 cap: Ashoka, once revealed, may command up to 30 regiments', () => {
    expect(GENERALS[opening().pieces[g4].card].id).toBe('ashoka');
    const hidden = withGeneral(base, g4, at(AURUM, 1, 0), 20);
    given(hidden).when(raise(g4, 1), 0).thenViolation('CAP_EXCEEDED');
    const { state } = given(revealed(hidden, g4)).when(raise(g4, 2), 0).then(raised(g4, 2));
    expect(regimentsOf(state, g4)).toBe(22);
  });

  it('S004 cap: Leonidas, once revealed, may command at most 10 regiments', () => {
    given(revealed(withGeneral(base, g1, near, 10), g1))
      .when(raise(g1, 1), 0)
      .thenViolation('CAP_EXCEEDED');
  });

  it('S004 dismiss: a general joined to a friendly occupied town dismisses regiments, which are gone', () => {
    const { state } = given()
      .when(dismiss(g1, 2), 0)
      .then({ type: 'RegimentsDismissed', seat: 0, piece: g1, count: 2 });
    expect(regimentsOf(state, g1)).toBe(1);
    expect(state.lost).toBe(base.lost + 2);
    expect(state.pieces.reduce((a, p) => a + p.regiments, 0)).toBe(
      base.pieces.reduce((a, p) => a + p.regiments, 0) - 2,
    );
  });

  it('S004 dismiss: a general cut off from every friendly town may not dismiss', () => {
    given(withGeneral(base, g2, at(CARRION, 0, 0), 4))
      .when(dismiss(g2, 1), 0)
      .thenViolation('NO_SUPPLY_LINE');
  });

  it('S004 dismiss: the last regiment is the general himself and cannot be dismissed', () => {
    given().when(dismiss(g1, 3), 0).thenViolation('BAD_COUNT');
  });

  it('S004 turn: once past step 1, regiments can no longer be raised', () => {
    const moving = given(given().when({ type: 'EndRaising' }, 0).thenAccepted().state);
    moving.when(raise(g1, 1), 0).thenViolation('WRONG_STEP');
  });

  it('S004 turn: once past step 1, regiments can no longer be dismissed', () => {
    const moving = given(given().when({ type: 'EndRaising' }, 0).thenAccepted().state);
    moving.when(dismiss(g1, 1), 0).thenViolation('WRONG_STEP');
  });

  it('S004 turn: only the seat whose turn it is raises', () => {
    given(inStep(base, 'raise', 0))
      .when(raise(g1, 1), 1)
      .thenViolation('NOT_YOUR_TURN');
  });
});
