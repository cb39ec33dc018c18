import type { WarlordsCommand } from '../commands';
import { CHIEF_LOST } from '../state';
import { toAct } from '../to-act';
import { find, refuse, rolls, run, runAll, types } from '../testing/decisions';
import { at, capital, CARRION, DUSK, P, step } from '../testing/places';
import { inStep, NEUTRAL, opening, withChief, withGeneral, withLine, withTown } from '../testing/scenario';

const O = at(CARRION, 0, 0);
const T = step(O, 0);
const A = P(0, 1);
const B = P(0, 2);
const D = P(1, 1);
const H = P(1, 2);
const attack = (piece: number, target: number, main = true): WarlordsCommand => ({
  type: 'Attack',
  piece,
  target,
  main,
});
const END: WarlordsCommand = { type: 'EndMovement' };

/** Seat 0's general A on O faces seat 1's general D east of it, in Carrion, in seat 0's step 2. */
const face = (a: number, d: number) => inStep(withGeneral(withGeneral(opening({}, NEUTRAL), A, O, a), D, T, d), 'move');
/** Two battles declared from `s`: A on T, and B from `from` on seat 1's general 3 at T2. */
const twoBattles = (s: ReturnType<typeof face>, T2: number, from: number) =>
  runAll(withGeneral(withGeneral(s, P(1, 3), T2, 3), B, from, 3), [
    [attack(A, T), 0],
    [attack(B, T2), 0],
    [END, 0],
  ]).state;
const battle = (a: number, d: number, ...dice: number[]) =>
  runAll(
    face(a, d),
    [
      [attack(A, T), 0],
      [END, 0],
    ],
    rolls(...dice),
  );

describe('S004 declaring attacks', () => {
  it('S004 attack: entering an enemy general declares an attack and ends his movement', () => {
    const { events, state } = run(face(3, 3), attack(A, T), 0);
    expect(find(events, 'AttackDeclared')).toMatchObject({ piece: A, target: T, from: O });
    expect(refuse(state, { type: 'MoveGeneral', piece: A, to: step(O, 3), lay: false }, 0).code).toBe('ALREADY_MOVED');
  });

  it('S004 attack: no battle is fought until the player has moved all his generals', () => {
    const declared = run(face(3, 3), attack(A, T), 0);
    expect(types(declared.events)).not.toContain('BattleFought');
    expect(types(run(declared.state, END, 0, rolls(5, 5)).events)).toContain('BattleFought');
  });

  it('S004 attack: the first general to attack a space is its main attacker', () => {
    const s = withGeneral(face(3, 3), B, step(T, 1), 3);
    expect(refuse(s, attack(B, T, false), 0).code).toBe('NO_MAIN_ATTACKER');
  });

  it('S004 attack: a second general attacking the same space assists unless named main', () => {
    const s = withGeneral(face(3, 3), B, step(T, 1), 3);
    const assisting = runAll(s, [
      [attack(A, T), 0],
      [attack(B, T, false), 0],
    ]).state;
    expect(assisting.turn?.battles[0].attackers).toEqual([A, B]);
    const main = runAll(s, [
      [attack(A, T), 0],
      [attack(B, T, true), 0],
    ]).state;
    expect(main.turn?.battles[0].attackers).toEqual([B, A]);
  });

  it('S004 battle order: the attacking player chooses the order of his battles', () => {
    const T2 = step(step(T, 5), 5);
    const declared = twoBattles(face(3, 3), T2, step(T2, 5));
    expect(toAct(declared)).toEqual([0]);
    const { events } = run(declared, { type: 'Fight', target: T2 }, 0, rolls(5, 5));
    expect(find(events, 'BattleBegan').target).toBe(T2);
  });
});

describe('S004 step 3: battles', () => {
  it('S004 battle: each side rolls one d20 and adds its bonus from the table; the higher total wins', () => {
    const fought = find(battle(6, 3, 4, 8).events, 'BattleFought');
    expect(fought).toMatchObject({ attackRoll: 4, defendRoll: 8, attackBonus: 10, defendBonus: 5, attackerWon: true });
  });

  it('S004 battle: a tie goes to the defender', () => {
    expect(find(battle(3, 3, 10, 10).events, 'BattleFought').attackerWon).toBe(false);
  });

  it.each([
    [3, 3],
    [6, 6],
    [11, 9],
    [16, 12],
  ])('S004 battle: a winning main general with %i regiments kills %i', (regiments, kills) => {
    expect(find(battle(regiments, 20, 20, 1).events, 'BattleFought').kills).toBe(kills);
  });

  it('S004 generals: revealed traits change the figures (Julius Caesar kills 2 more, defends at -1)', () => {
    const s = inStep(withGeneral(withGeneral(opening(), P(0, 5), O, 3, { revealed: true }), P(1, 1), T, 3), 'move');
    // Seat 0's general 5 is Hannibal (+3 attacking); seat 1's general 1 is Caesar.
    const fought = find(
      runAll(
        s,
        [
          [attack(P(0, 5), T), 0],
          [END, 0],
        ],
        rolls(1, 20),
      ).events,
      'BattleFought',
    );
    expect(fought).toMatchObject({ attackBonus: 5 + 3, defendBonus: 5 - 1, attackerWon: false, kills: 3 + 2 });
  });

  it('S004 battle: +1 for fighting in the home empire, -1 in enemy territory', () => {
    const here = at(DUSK, 1, 1);
    const there = step(here, 0);
    const s = inStep(withGeneral(withGeneral(opening({}, NEUTRAL), A, here, 3), D, there, 3), 'move');
    const fought = find(
      runAll(
        s,
        [
          [attack(A, there), 0],
          [END, 0],
        ],
        rolls(5, 5),
      ).events,
      'BattleFought',
    );
    expect(fought.attackBonus).toBe(4);
    expect(fought.defendBonus).toBe(6);
  });

  it.each([
    [3, 5],
    [11, 10],
  ])('S004 battle: an assisting attacker with %i regiments adds +%i', (regiments, bonus) => {
    const s = withGeneral(face(3, 3), B, step(T, 1), regiments);
    const { events } = runAll(
      s,
      [
        [attack(A, T), 0],
        [attack(B, T, false), 0],
        [END, 0],
      ],
      rolls(5, 5),
    );
    expect(find(events, 'BattleFought').attackBonus).toBe(5 + bonus);
  });

  it('S004 battle: an occupied town fights at +1 and kills 1', () => {
    const s = inStep(withTown(withGeneral(opening({}, NEUTRAL), A, O, 3), T, 1), 'move');
    const { events, state } = runAll(
      s,
      [
        [attack(A, T), 0],
        [END, 0],
      ],
      rolls(1, 20),
    );
    expect(find(events, 'BattleFought')).toMatchObject({ defendBonus: 1, kills: 1, attackerWon: false });
    expect(state.pieces[A]).toMatchObject({ regiments: 2, space: O });
  });

  it('S004 chief of staff: a capital fights at +3 with the chief of staff in it and +1 without', () => {
    const from = at(DUSK, 1, 0);
    const s = inStep(withGeneral(opening({}, NEUTRAL), A, from, 3), 'move');
    const go = (x: typeof s) =>
      find(
        runAll(
          x,
          [
            [attack(A, capital(DUSK)), 0],
            [END, 0],
          ],
          rolls(1, 20),
        ).events,
        'BattleFought',
      );
    expect(go(s)).toMatchObject({ defendBonus: 3 + 1, kills: 1 });
    expect(go(withChief(s, 1, CHIEF_LOST))).toMatchObject({ defendBonus: 1 + 1, kills: 1 });
  });

  it('S004 revealing: every general in a battle is revealed immediately before it', () => {
    // A attacks D with B assisting; H beside the battlefield assists D; seat 0's third general stands apart.
    let s = withGeneral(withGeneral(face(3, 3), B, step(T, 1), 3), H, step(T, 0), 3);
    s = withGeneral(s, P(0, 3), at(CARRION, -3, 0), 2);
    const declared = runAll(s, [
      [attack(A, T), 0],
      [attack(B, T, false), 0],
      [END, 0],
    ]).state;
    expect(declared.pieces.filter((p) => p.revealed)).toEqual([]);
    const { events, state } = run(declared, { type: 'CommitDefenders', main: D, assists: [H] }, 1, rolls(5, 5));
    const revealedBefore = events
      .slice(0, types(events).indexOf('BattleFought'))
      .filter((e) => e.type === 'GeneralRevealed');
    expect(revealedBefore.map((e) => (e as { piece: number }).piece).sort((x, y) => x - y)).toEqual(
      [A, B, D, H].sort((x, y) => x - y),
    );
    expect(state.pieces[P(0, 3)].revealed).toBe(false);
  });

  it('S004 revealing: Leonidas revealed before a battle with 15 regiments fights with 10', () => {
    const s = inStep(
      withGeneral(withGeneral(opening({}, [['leonidas', ...NEUTRAL[0].slice(1)], NEUTRAL[1]]), A, O, 15), D, T, 3),
      'move',
    );
    const { events } = runAll(
      s,
      [
        [attack(A, T), 0],
        [END, 0],
      ],
      rolls(5, 5),
    );
    expect(find(events, 'GeneralRevealed').disbanded).toEqual([{ piece: A, count: 5 }]);
    expect(find(events, 'BattleFought').attackBonus).toBe(10);
  });
});

describe('S004 casualties', () => {
  /** D on T helped by H east of T; A attacks with 11 regiments and wins: 9 kills for 10 regiments. */
  const helped = () => {
    const s = withGeneral(face(11, 5), H, step(T, 0), 5);
    const declared = runAll(s, [
      [attack(A, T), 0],
      [END, 0],
    ]).state;
    return run(declared, { type: 'CommitDefenders', main: D, assists: [H] }, 1, rolls(20, 1)).state;
  };

  it('S004 casualties: the winner allocates the kills among the losing generals', () => {
    const s = helped();
    expect(toAct(s)).toEqual([0]);
    expect(refuse(s, { type: 'AllocateKills', piece: D, count: 5 }, 1).code).toBe('NOT_YOUR_TURN');
    const { state } = run(s, { type: 'AllocateKills', piece: D, count: 5 }, 0);
    expect(state.pieces[D].status).toBe('dead');
    expect(state.pieces[H].regiments).toBe(1);
  });

  it('S004 casualties: a general who loses his last regiment is dead and leaves the board', () => {
    const { events, state } = battle(6, 3, 20, 1);
    expect(find(events, 'GeneralKilled').piece).toBe(D);
    expect(state.pieces[D]).toMatchObject({ status: 'dead', space: -1, regiments: 0 });
  });

  it("S004 casualties: a town's own regiment dies only after every regiment of its main defender", () => {
    let s = withTown(withGeneral(opening({}, NEUTRAL), A, O, 11), T, 1);
    s = withGeneral(withGeneral(s, H, step(T, 0), 5), P(1, 3), step(T, 5), 5);
    const declared = runAll(inStep(s, 'move'), [
      [attack(A, T), 0],
      [END, 0],
    ]).state;
    const won = run(declared, { type: 'CommitDefenders', main: H, assists: [P(1, 3)] }, 1, rolls(20, 1)).state;
    expect(refuse(won, { type: 'KillGarrison' }, 0).code).toBe('BAD_ALLOCATION');
    const mainDead = run(won, { type: 'AllocateKills', piece: H, count: 5 }, 0).state;
    const { events, state } = run(mainDead, { type: 'KillGarrison' }, 0);
    expect(find(events, 'GarrisonKilled').space).toBe(T);
    expect(state.pieces[P(1, 3)].regiments).toBe(2);
  });
});

describe('S004 after a battle', () => {
  it('S004 retreat: the winner moves in and the loser retreats into one of the three spaces opposite', () => {
    const { state } = battle(6, 10, 20, 1);
    const pending = state.pending as unknown as { kind: string; options: number[] };
    expect(pending.kind).toBe('retreat');
    expect([...pending.options].sort()).toEqual([step(T, 0), step(T, 1), step(T, 5)].sort());
    expect(refuse(state, { type: 'Retreat', to: step(T, 2) }, 1).code).toBe('BAD_RETREAT');
    const after = run(state, { type: 'Retreat', to: step(T, 5) }, 1).state;
    expect(after.pieces[D]).toMatchObject({ space: step(T, 5), regiments: 4 });
    expect(after.pieces[A].space).toBe(T);
  });

  it('S004 retreat: a defender who cannot retreat into any of the three spaces is slaughtered', () => {
    let s = withTown(face(6, 10), step(T, 0), -1);
    s = withGeneral(s, P(0, 3), step(T, 1), 1);
    s = withLine(s, 0, step(T, 5));
    const { events, state } = runAll(
      s,
      [
        [attack(A, T), 0],
        [END, 0],
      ],
      rolls(20, 1),
    );
    expect(find(events, 'GeneralSlaughtered').piece).toBe(D);
    expect(state.pieces[D].status).toBe('dead');
    expect(state.pieces[A].space).toBe(T);
  });

  it('S004 retreat: an attacker who loses goes back to the space he attacked from', () => {
    const { events, state } = battle(10, 3, 1, 20);
    expect(find(events, 'GeneralReturned')).toEqual({ type: 'GeneralReturned', piece: A, to: O });
    expect(state.pieces[A]).toMatchObject({ space: O, regiments: 7, attacking: -1 });
    expect(state.pieces[D].space).toBe(T);
  });

  it('S004 retreat: assisting attackers retreat first; a main attacker whose space is taken is slaughtered', () => {
    let s = face(4, 3);
    s = withGeneral(s, B, step(O, 3), 4);
    const lost = runAll(
      s,
      [
        [attack(A, T), 0],
        [{ type: 'MoveGeneral', piece: B, to: O, lay: false }, 0],
        [attack(B, T, false), 0],
        [END, 0],
      ],
      rolls(1, 20),
    ).state;
    const { events, state } = run(lost, { type: 'AllocateKills', piece: A, count: 3 }, 1);
    expect(types(events).indexOf('GeneralReturned')).toBeLessThan(types(events).indexOf('GeneralSlaughtered'));
    expect(state.pieces[B].space).toBe(O);
    expect(state.pieces[A].status).toBe('dead');
  });

  it('S004 assists: assisting attackers stay beside the battlefield when they win', () => {
    const s = withGeneral(face(3, 3), B, step(T, 1), 3);
    const { state } = runAll(
      s,
      [
        [attack(A, T), 0],
        [attack(B, T, false), 0],
        [END, 0],
      ],
      rolls(20, 1),
    );
    expect(state.pieces[A].space).toBe(T);
    expect(state.pieces[B]).toMatchObject({ space: step(T, 1), attacking: -1 });
  });

  it('S004 town: an attacker who kills the town regiment may occupy it and must then leave it', () => {
    const s = inStep(withTown(withGeneral(opening({}, NEUTRAL), A, O, 3), T, 1), 'move');
    const won = runAll(
      s,
      [
        [attack(A, T), 0],
        [END, 0],
      ],
      rolls(20, 1),
    );
    expect(types(won.events)).toContain('GarrisonKilled');
    expect(won.state.pending).toMatchObject({ kind: 'leaveTown', seat: 0, piece: A });
    const { state } = run(won.state, { type: 'LeaveTown', occupy: true, to: step(T, 0) }, 0);
    expect(state.towns[state.townAt[T]].occupant).toBe(0);
    expect(state.pieces[A]).toMatchObject({ space: step(T, 0), regiments: 2 });
  });

  it('S004 town: an attacker who does not kill the town regiment goes back to the space he attacked from', () => {
    const s = inStep(
      withGeneral(withTown(withGeneral(opening({}, NEUTRAL), A, O, 3), T, 1), H, step(T, 0), 10),
      'move',
    );
    const declared = runAll(s, [
      [attack(A, T), 0],
      [END, 0],
    ]).state;
    const { events, state } = run(declared, { type: 'CommitDefenders', main: H, assists: [] }, 1, rolls(20, 1));
    expect(find(events, 'BattleFought').attackerWon).toBe(true);
    expect(state.pieces[H].regiments).toBe(7);
    expect(state.towns[state.townAt[T]].occupant).toBe(1);
    expect(state.pieces[A].space).toBe(O);
  });
});

describe('S004 defending', () => {
  it('S004 defenders: the defending player commits assisting generals when the battle is fought', () => {
    const s = withGeneral(face(3, 3), H, step(T, 0), 3);
    const declared = runAll(s, [
      [attack(A, T), 0],
      [END, 0],
    ]).state;
    expect(toAct(declared)).toEqual([1]);
    const { events } = run(declared, { type: 'CommitDefenders', main: D, assists: [H] }, 1, rolls(5, 5));
    expect(find(events, 'BattleFought').defendBonus).toBe(10);
  });

  it('S004 defenders: only a general touching the battlefield may assist', () => {
    let s = withGeneral(face(3, 3), H, step(T, 0), 3);
    s = withGeneral(s, P(1, 3), step(step(T, 0), 0), 3);
    const declared = runAll(s, [
      [attack(A, T), 0],
      [END, 0],
    ]).state;
    expect(refuse(declared, { type: 'CommitDefenders', main: D, assists: [P(1, 3)] }, 1).code).toBe('NOT_ELIGIBLE');
  });

  it('S004 defenders: a general who is attacked himself may not assist', () => {
    let s = withGeneral(face(3, 3), H, step(T, 0), 3);
    s = withGeneral(s, B, step(step(T, 0), 0), 3);
    const declared = runAll(s, [
      [attack(A, T), 0],
      [attack(B, step(T, 0)), 0],
      [END, 0],
    ]).state;
    const { events } = run(declared, { type: 'Fight', target: T }, 0, rolls(5, 5));
    expect(find(events, 'DefendersCommitted').assists).toEqual([]);
    expect(types(events)).toContain('BattleFought');
  });

  it('S004 defenders: a general attacked and beaten earlier in the turn may not assist in a later battle', () => {
    const T2 = step(step(T, 0), 0);
    const declared = twoBattles(face(3, 10), T2, step(T2, 0));
    const dice = rolls(20, 1, 5, 5);
    const beaten = run(declared, { type: 'Fight', target: T }, 0, dice).state;
    // D retreats beside the second battlefield: attacked this turn, he may not help defend it.
    const { events } = run(beaten, { type: 'Retreat', to: step(T, 0) }, 1, dice);
    expect(events.filter((e) => e.type === 'DefendersCommitted')).toMatchObject([{ target: T2, assists: [] }]);
    expect(types(events)).toContain('BattleFought');
  });

  it('S004 defenders: a general assists only once per player turn', () => {
    const helper = step(T, 5);
    const T2 = step(helper, 5);
    const declared = twoBattles(withGeneral(face(3, 3), H, helper, 3), T2, step(T2, 5));
    const dice = rolls(1, 20, 5, 5);
    const first = run(declared, { type: 'Fight', target: T }, 0, dice).state;
    // The last battle left is fought at once: H, who assisted in the first, is not asked again.
    const { events } = run(first, { type: 'CommitDefenders', main: D, assists: [H] }, 1, dice);
    const second = events.filter((e) => e.type === 'DefendersCommitted');
    expect(second.map((e) => e.target)).toEqual([T, T2]);
    expect(second[1].assists).toEqual([]);
  });

  it('S004 defenders: a town defended by several generals has a named main defender who fights as if attacked', () => {
    let s = withTown(withGeneral(opening({}, NEUTRAL), A, O, 3), T, 1);
    s = inStep(withGeneral(withGeneral(s, H, step(T, 0), 6), P(1, 3), step(T, 5), 3), 'move');
    const declared = runAll(s, [
      [attack(A, T), 0],
      [END, 0],
    ]).state;
    expect(refuse(declared, { type: 'CommitDefenders', main: -1, assists: [H] }, 1).code).toBe('NOT_ELIGIBLE');
    const { events } = run(declared, { type: 'CommitDefenders', main: H, assists: [P(1, 3)] }, 1, rolls(5, 5));
    expect(find(events, 'BattleFought').defendBonus).toBe(10 + 5 + 1);
  });
});
