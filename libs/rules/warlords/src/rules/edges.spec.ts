import type { WarlordsCommand } from '../commands';
import { evolve } from '../evolve/evolve';
import { invariants } from '../invariants';
import { legalActions } from '../legal/legal';
import { CHIEF_IN_CAPITAL } from '../state';
import { supplyComponents } from '../supply';
import { find, refuse, run, runAll } from '../testing/decisions';
import { at, AURUM, capital, CARRION, DUSK, P, step } from '../testing/places';
import { inStep, NEUTRAL, opening, withChief, withGeneral, withLines } from '../testing/scenario';
import { chiefTargets } from './chief';

/** Rules at the edges, each found unguarded by mutation testing (`npm run mutation -- --ruleset warlords`). */
describe('S004 at the edges', () => {
  it('S004 step 1: a seat raises only from a place it occupies, never from no place at all', () => {
    const s = inStep(withGeneral(opening(), P(1, 1), at(DUSK, -1, 0), 3), 'raise', 1);
    expect(refuse(s, { type: 'RaiseRegiments', from: -1, piece: P(1, 1), count: 1 }, 1).code).toBe(
      'NOT_A_FRIENDLY_TOWN',
    );
  });

  it("S004 step 1: a seat's raising actions name only its own generals", () => {
    const s = inStep(withGeneral(opening(), P(1, 1), at(DUSK, -1, 0), 3), 'raise', 1);
    const raised = legalActions(s, 1).flatMap((a) => (a.type === 'RaiseRegiments' ? [a.piece] : []));
    expect(raised.length).toBeGreaterThan(0);
    expect(raised.every((piece) => s.pieces[piece as number].owner === 1)).toBe(true);
  });

  it('S004 step 2: a general who attacks ends the movement of the general moving before him', () => {
    const O = at(CARRION, 0, 0);
    let s = withGeneral(withGeneral(opening({}, NEUTRAL), P(0, 1), step(O, 3), 3), P(0, 2), step(O, 2), 3);
    s = inStep(withGeneral(s, P(1, 1), O, 3), 'move');
    const moved = run(s, { type: 'MoveGeneral', piece: P(0, 1), to: step(step(O, 3), 3), lay: false }, 0).state;
    const { events, state } = run(moved, { type: 'Attack', piece: P(0, 2), target: O, main: true }, 0);
    expect(find(events, 'GeneralHalted').piece).toBe(P(0, 1));
    expect(state.turn?.mover).toBe(-1);
    expect(refuse(state, { type: 'MoveGeneral', piece: P(0, 1), to: step(O, 4), lay: false }, 0).code).toBe(
      'ALREADY_MOVED',
    );
  });

  it("S004 defenders: only the defending player's own generals may assist him", () => {
    const O = at(CARRION, 0, 0);
    const T = step(O, 0);
    let s = withGeneral(withGeneral(opening({}, NEUTRAL), P(0, 1), O, 3), P(1, 1), T, 3);
    s = inStep(withGeneral(withGeneral(s, P(1, 2), step(T, 0), 3), P(0, 3), step(T, 1), 3), 'move');
    const declared = runAll(s, [
      [{ type: 'Attack', piece: P(0, 1), target: T, main: true }, 0],
      [{ type: 'EndMovement' }, 0],
    ]).state;
    const commits = legalActions(declared, 1).filter((a) => a.type === 'CommitDefenders');
    expect(commits.some((a) => a.type === 'CommitDefenders' && a.assists.includes(P(1, 2)))).toBe(true);
    expect(commits.some((a) => a.type === 'CommitDefenders' && a.assists.includes(P(0, 3)))).toBe(false);
    const foreign: WarlordsCommand = { type: 'CommitDefenders', main: P(1, 1), assists: [P(0, 3)] };
    expect(refuse(declared, foreign, 1).code).toBe('NOT_ELIGIBLE');
  });

  it('S004 step 4: the chief of staff goes back to the capital only from outside it and along supply lines', () => {
    const far = at(AURUM, -3, 0);
    const lines = [at(AURUM, -1, 0), at(AURUM, -2, 0)];
    const joined = inStep(withLines(withGeneral(opening(), P(0, 1), far, 3), 0, lines), 'chief');
    expect(chiefTargets(joined, 0)).not.toContain(capital(AURUM));
    expect(chiefTargets(withChief(joined, 0, P(0, 1)), 0)).toContain(capital(AURUM));
    const cut = inStep(withChief(withGeneral(opening(), P(0, 1), far, 3), 0, P(0, 1)), 'chief');
    expect(chiefTargets(cut, 0)).not.toContain(capital(AURUM));
    expect(joined.seats[0].chief).toBe(CHIEF_IN_CAPITAL);
  });

  it('S004 supply: each unbroken network of a seat is one component; other spaces belong to none', () => {
    const a = [at(AURUM, -1, 0), at(AURUM, -2, 0)];
    const b = at(AURUM, 3, -1);
    const s = withLines(withGeneral(opening(), P(0, 1), at(AURUM, -3, 0), 3), 0, [...a, b]);
    const label = supplyComponents(s, 0);
    expect(label[capital(AURUM)]).toBeGreaterThan(0);
    expect(label[a[1]]).toBe(label[capital(AURUM)]);
    expect(label[at(AURUM, -3, 0)]).toBe(label[capital(AURUM)]);
    expect(label[b]).toBeGreaterThan(0);
    expect(label[b]).not.toBe(label[capital(AURUM)]);
    expect(label[at(AURUM, 2, 0)]).toBe(0);
    expect(label[capital(DUSK)]).toBe(0);
  });

  it('evolve is total: a casualty or a reveal of a piece that does not exist changes nothing', () => {
    const s = opening();
    for (const e of [
      { type: 'RegimentsKilled', piece: 99, count: 1 },
      { type: 'GeneralKilled', piece: 99, count: 1 },
      { type: 'GeneralRevealed', piece: 99, general: 'leonidas', disbanded: [] },
    ] as const)
      expect(evolve(s, e)).toEqual(s);
  });

  it('invariants: a seat without its capital, or a chief of staff riding with no general of its seat, is reported', () => {
    expect(invariants(opening())).toEqual([]);
    const lost = { ...opening(), towns: opening().towns.map((t, i) => (i === 0 ? { ...t, occupant: 1 } : t)) };
    expect(invariants(lost).join()).toContain('seat 0 plays without its capital');
    expect(invariants(withChief(opening(), 0, P(1, 1))).join()).toContain("seat 0's chief of staff");
  });
});
