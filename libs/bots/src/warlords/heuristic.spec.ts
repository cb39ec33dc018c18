import { Dice, type GameCommand } from '@empires/rules-kernel';
import { warlords, type WarlordsState } from '@empires/rules-warlords';
import { heuristicPolicy } from './heuristic';
import { at, AURUM, capitalOf, duel, DUSK, P, position } from './positions';

const choose = (s: WarlordsState, seat = 0): GameCommand | undefined =>
  heuristicPolicy.choose({ ruleset: warlords, state: s, seat, dice: Dice.fromSeed(1), now: () => 0 });

/** Steps between two spaces of the duel board. */
function steps(a: number, b: number): number {
  const h = duel.hexes[a];
  const k = duel.hexes[b];
  return (Math.abs(h.q - k.q) + Math.abs(h.r - k.r) + Math.abs(h.q + h.r - k.q - k.r)) / 2;
}

const home = capitalOf(AURUM);
/** An enemy general far away: a seat with none left has lost (S004's endings). */
const far = { piece: P(1, 1), space: at(DUSK, 1, 0) };
const enemyCapital = capitalOf(DUSK);

describe('warlords heuristic: raising', () => {
  it('raises every regiment the capital can into the biggest army it reaches', () => {
    const s = position({
      generals: [
        { piece: P(0, 1), space: at(AURUM, -1, 0), regiments: 3 },
        { piece: P(0, 2), space: at(AURUM, 1, 0), regiments: 8 },
        far,
      ],
    });
    expect(choose(s)).toEqual({ type: 'RaiseRegiments', from: home, piece: P(0, 2), count: 2 });
  });

  it('with an enemy army near the capital, raises into the general nearest home instead', () => {
    const s = position({
      generals: [
        { piece: P(0, 1), space: at(AURUM, -1, 0), regiments: 3 },
        { piece: P(0, 2), space: at(AURUM, 2, 0), regiments: 8 },
        { piece: P(1, 1), space: at(AURUM, -3, 1), regiments: 12 },
      ],
      lines: [{ seat: 0, space: at(AURUM, 1, 0) }],
    });
    expect(choose(s)).toMatchObject({ type: 'RaiseRegiments', piece: P(0, 1) });
  });
});

describe('warlords heuristic: attacks', () => {
  const facing = (mine: number, theirs: number) =>
    position({
      generals: [
        { piece: P(0, 1), space: at(AURUM, -2, 0), regiments: mine },
        { piece: P(1, 1), space: at(AURUM, -3, 0), regiments: theirs },
      ],
      step: 'move',
    });

  it('attacks a weaker army beside it', () => {
    expect(choose(facing(16, 2))).toEqual({ type: 'Attack', piece: P(0, 1), target: at(AURUM, -3, 0), main: true });
  });

  it('does not attack a stronger army', () => {
    expect(choose(facing(3, 16))).not.toMatchObject({ type: 'Attack' });
  });

  it('attacks with odds no general has alone when another can assist, the biggest leading', () => {
    const s = position({
      generals: [
        { piece: P(0, 1), space: at(AURUM, -2, 0), regiments: 10 },
        { piece: P(0, 2), space: at(AURUM, -2, -1), regiments: 6 },
        { piece: P(1, 1), space: at(AURUM, -3, 0), regiments: 9 },
      ],
      step: 'move',
    });
    expect(choose(s)).toEqual({ type: 'Attack', piece: P(0, 1), target: at(AURUM, -3, 0), main: true });
    const declared = warlords.decide(
      s,
      { type: 'Attack', piece: P(0, 1), target: at(AURUM, -3, 0), main: true },
      0,
      Dice.fromSeed(1),
    );
    if (!Array.isArray(declared)) throw new Error('refused');
    const after = declared.reduce((acc: WarlordsState, e) => warlords.evolve(acc, e), s);
    expect(choose(after)).toEqual({ type: 'Attack', piece: P(0, 2), target: at(AURUM, -3, 0), main: false });
  });
});

describe('warlords heuristic: marching, towns and supply', () => {
  it('marches a strong army towards the enemy capital', () => {
    const from = at(AURUM, -1, 0);
    const s = position({ generals: [{ piece: P(0, 3), space: from, regiments: 16 }, far], step: 'move' });
    const c = choose(s) as { type: string; to: number };
    expect(c.type).toBe('MoveGeneral');
    expect(steps(c.to, enemyCapital)).toBeLessThan(steps(from, enemyCapital));
  });

  it('keeps a small army home to be reinforced when there is no town to take', () => {
    const s = position({ generals: [{ piece: P(0, 1), space: at(AURUM, -1, 0), regiments: 3 }, far], step: 'move' });
    expect(choose(s)).toEqual({ type: 'EndMovement' });
  });

  it('sends a small army to an unoccupied town within reach, laying a line as it leaves the network', () => {
    const town = at(AURUM, -4, 0);
    const from = at(AURUM, -1, 0);
    const s = position({
      generals: [{ piece: P(0, 1), space: from, regiments: 5 }, far],
      towns: [{ seat: -1, space: town }],
      step: 'move',
    });
    const c = choose(s) as { type: string; to: number; lay: boolean };
    expect(c).toMatchObject({ type: 'MoveGeneral', piece: P(0, 1), lay: true });
    expect(steps(c.to, town)).toBeLessThan(steps(from, town));
  });

  it('takes a town it enters, keeping a regiment in it', () => {
    const town = at(AURUM, -4, 0);
    const s = position({
      generals: [{ piece: P(0, 1), space: at(AURUM, -3, 0), regiments: 5 }, far],
      towns: [{ seat: -1, space: town }],
      step: 'move',
    });
    const entered = warlords.decide(
      s,
      { type: 'MoveGeneral', piece: P(0, 1), to: town, lay: false },
      0,
      Dice.fromSeed(1),
    );
    if (!Array.isArray(entered)) throw new Error('refused');
    const after = entered.reduce((acc: WarlordsState, e) => warlords.evolve(acc, e), s);
    expect(choose(after)).toMatchObject({ type: 'LeaveTown', occupy: true });
  });
});

describe('warlords heuristic: concealment and the chief of staff', () => {
  it('reveals a marching general whose pro is speed and whose con costs nothing in attack (Genghis Khan)', () => {
    const s = position({ generals: [{ piece: P(0, 1), space: at(AURUM, -1, 0), regiments: 16 }, far], step: 'move' });
    expect(choose(s)).toEqual({ type: 'RevealGeneral', piece: P(0, 1) });
  });

  it('keeps a general face down when his con would cap his army (Rommel, 15 at most, with 16)', () => {
    const s = position({ generals: [{ piece: P(0, 2), space: at(AURUM, -1, 0), regiments: 16 }, far], step: 'move' });
    expect(choose(s)).toMatchObject({ type: 'MoveGeneral', piece: P(0, 2) });
  });

  it('moves the chief of staff to the capital when an enemy army is near it', () => {
    const s = position({
      generals: [
        { piece: P(0, 1), space: at(AURUM, -1, 0), regiments: 10 },
        { piece: P(1, 1), space: at(AURUM, -3, 1), regiments: 10 },
      ],
      step: 'chief',
      chief: P(0, 1),
    });
    expect(choose(s)).toEqual({ type: 'MoveChiefOfStaff', to: home });
  });

  it('otherwise sends him to ride with the biggest army, whose con he cancels', () => {
    const s = position({
      generals: [
        { piece: P(0, 3), space: at(AURUM, -1, 0), regiments: 12 },
        { piece: P(0, 4), space: at(AURUM, 1, 0), regiments: 4 },
        far,
      ],
      step: 'chief',
      chief: -1,
    });
    expect(choose(s)).toEqual({ type: 'MoveChiefOfStaff', to: at(AURUM, -1, 0) });
  });
});

describe('warlords heuristic: set-up', () => {
  it('places its towns on the side of the empire facing the enemy', () => {
    const started = warlords.setup(
      { seats: 2, options: { board: 'duel', sides: 'auto', placement: 'manual' } },
      Dice.fromSeed(3),
    );
    let s = warlords.initialState as WarlordsState;
    for (const e of started as readonly Parameters<typeof warlords.evolve>[1][]) s = warlords.evolve(s, e);
    for (let guard = 0; s.phase === 'generals' && guard < 4; guard++) {
      const seat = warlords.toAct(s)[0];
      const events = warlords.decide(s, choose(s, seat) as never, seat, Dice.fromSeed(1));
      if (!Array.isArray(events)) throw new Error('refused');
      s = events.reduce((acc: WarlordsState, e) => warlords.evolve(acc, e), s);
    }
    const seat = warlords.toAct(s)[0];
    const own = duel.capitals[s.seats[seat].empire];
    const theirs = duel.capitals[s.seats[1 - seat].empire];
    const c = choose(s, seat) as { type: string; space: number };
    expect(c.type).toBe('PlaceTown');
    expect(steps(c.space, theirs)).toBeLessThan(steps(own, theirs));
  });
});
