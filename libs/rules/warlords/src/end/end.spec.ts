import type { WarlordsCommand } from '../commands';
import { warlords } from '../ruleset';
import { toAct } from '../to-act';
import { find, refuse, rolls, run, runAll } from '../testing/decisions';
import { AURUM, at, capital, CARRION, DUSK, P, step } from '../testing/places';
import { inStep, NEUTRAL, opening, opening3, withGeneral, withTown } from '../testing/scenario';
import { scores } from './score';

const O = at(CARRION, 0, 0);
const attack = (piece: number, target: number): WarlordsCommand => ({ type: 'Attack', piece, target, main: true });

describe('S004 the end of the game', () => {
  it("S004 ending: a player who kills all the other players' generals wins", () => {
    // Seat 1's only general on the board is its general 5; it stands beside seat 0's general 1.
    const s0 = opening({}, NEUTRAL);
    const last = s0.pieces[P(1, 5)].space;
    const s = inStep(withGeneral(s0, P(0, 1), step(last, 0) >= 0 ? step(last, 0) : step(last, 3), 6), 'move');
    const { state } = runAll(
      s,
      [
        [attack(P(0, 1), last), 0],
        [{ type: 'EndMovement' }, 0],
      ],
      rolls(20, 1),
    );
    expect(state.result).toMatchObject({ reason: 'generals', ranks: [1, 2] });
    expect(warlords.outcome(state)).toMatchObject({ reason: 'generals', ranks: [1, 2] });
  });

  it('S004 ending: when no player has a general left, the score decides', () => {
    const s0 = opening({}, NEUTRAL);
    let s = withGeneral(s0, P(0, 5), s0.pieces[P(0, 5)].space, 0, { status: 'dead' });
    s = inStep(withGeneral(s, P(1, 5), s0.pieces[P(1, 5)].space, 0, { status: 'dead' }), 'raise');
    const { state } = run(s, { type: 'EndTurn' }, 0);
    expect(state.result?.reason).toBe('no generals');
    expect(warlords.outcome(state)?.reason).toBe('no generals');
  });

  it("S004 ending: a player who captures all the other players' capitals wins", () => {
    const s = inStep(withGeneral(opening({}, NEUTRAL), P(0, 1), at(DUSK, 1, 0), 3), 'move');
    const { state } = runAll(
      s,
      [
        [attack(P(0, 1), capital(DUSK)), 0],
        [{ type: 'EndMovement' }, 0],
      ],
      rolls(20, 1),
    );
    expect(state.result).toMatchObject({ reason: 'capitals', ranks: [1, 2] });
  });

  it('S004 ending: the game ends when every surviving player agrees, on the agreed terms', () => {
    const proposed = run(opening3(), { type: 'ProposeEnd', ranks: [2, 1, 1] }, 0).state;
    expect(toAct(proposed)).toEqual([1, 2]);
    const { state } = runAll(proposed, [
      [{ type: 'AcceptEnd' }, 1],
      [{ type: 'AcceptEnd' }, 2],
    ]);
    expect(state.result).toMatchObject({ reason: 'agreed', ranks: [2, 1, 1] });
  });

  it('S004 ending: one refusal keeps the game going', () => {
    const proposed = run(opening3(), { type: 'ProposeEnd', ranks: [1, 1, 1] }, 0).state;
    expect(refuse(proposed, { type: 'EndRaising' }, 0).code).toBe('DECISION_PENDING');
    const { state } = runAll(proposed, [
      [{ type: 'AcceptEnd' }, 1],
      [{ type: 'RejectEnd' }, 2],
    ]);
    expect(state.result).toBeNull();
    expect(state.proposal).toBeNull();
    expect(refuse(state, { type: 'ProposeEnd', ranks: [1, 1, 1] }, 0).code).toBe('ALREADY_PROPOSED');
  });

  it('S004 round limit: the round limit ends the game and the score decides', () => {
    const s = withTown(opening({ roundLimit: 1 }), at(AURUM, -3, 1), 0);
    const { events, state } = runAll(s, [
      [{ type: 'EndTurn' }, 0],
      [{ type: 'EndTurn' }, 1],
    ]);
    expect(find(events, 'GameEnded')).toMatchObject({ reason: 'round limit', ranks: [1, 2] });
    expect(state.result?.scores).toEqual(scores(state));
  });

  it('S004 round limit: a capital scores 10, a town 3 and every regiment 1', () => {
    const s = withGeneral(withTown(opening(), at(AURUM, -3, 1), 0), P(0, 1), O, 7);
    // seat 0: capital 10 + town 3 + 2 regiments in them + generals 1 (general 5) + 7
    expect(scores(s)).toEqual([10 + 3 + 2 + 1 + 7, 10 + 1 + 1]);
  });

  it('S004 ending: a finished game refuses every command', () => {
    const over = run(opening(), { type: 'Resign' }, 1).state;
    expect(refuse(over, { type: 'EndTurn' }, 0).code).toBe('GAME_FINISHED');
    expect(warlords.legalActions(over, 0)).toEqual([]);
    expect(toAct(over)).toEqual([]);
  });

  it('S004 turn: a player may end his turn at any step outside the battles', () => {
    expect(run(opening(), { type: 'EndTurn' }, 0).state.turn?.seat).toBe(1);
    const s = inStep(withGeneral(withGeneral(opening({}, NEUTRAL), P(0, 1), O, 3), P(1, 1), step(O, 0), 3), 'move');
    const declared = run(s, attack(P(0, 1), step(O, 0)), 0).state;
    expect(refuse(declared, { type: 'EndTurn' }, 0).code).toBe('WRONG_STEP');
  });

  it('S004 turn: play passes in turn order and a new round begins after the last seat', () => {
    const { events } = runAll(opening3(), [
      [{ type: 'EndTurn' }, 0],
      [{ type: 'EndTurn' }, 1],
      [{ type: 'EndTurn' }, 2],
    ]);
    expect(events.filter((e) => e.type === 'TurnBegan')).toEqual([
      { type: 'TurnBegan', seat: 1, round: 1 },
      { type: 'TurnBegan', seat: 2, round: 1 },
      { type: 'TurnBegan', seat: 0, round: 2 },
    ]);
  });
});
