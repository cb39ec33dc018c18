import { SPADES } from '../data/empire';
import { act, board, fixedDice, inStep, ofType, opening, refuse, T, withEmpire } from '../testing/fixtures';
import type { RiskState } from '../state';
import { modifiers } from './attack';
import { compare, NO_MODIFIERS } from './combat-dice';

/** Every roll of `a` attacking and `d` defending dice, sorted highest first as compared. */
function outcomes(a: number, d: number): Map<string, number> {
  const tally = new Map<string, number>();
  const total = 6 ** (a + d);
  for (let i = 0; i < total; i++) {
    const dice: number[] = [];
    for (let k = 0, x = i; k < a + d; k++, x = Math.floor(x / 6)) dice.push((x % 6) + 1);
    const attack = dice.slice(0, a).sort((p, q) => q - p);
    const defend = dice.slice(a).sort((p, q) => q - p);
    const r = compare(attack, defend, NO_MODIFIERS);
    const key = `${r.attackerLost}-${r.defenderLost}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  return tally;
}

describe('classic combat dice (reference one-roll odds)', () => {
  it('3 v 2: defender loses 2 in 2890/7776, one each 2611/7776, attacker loses 2 in 2275/7776', () => {
    const o = outcomes(3, 2);
    expect([o.get('0-2'), o.get('1-1'), o.get('2-0')]).toEqual([2890, 2611, 2275]);
  });

  it('2 v 2: 295 / 420 / 581 of 1296', () => {
    const o = outcomes(2, 2);
    expect([o.get('0-2'), o.get('1-1'), o.get('2-0')]).toEqual([295, 420, 581]);
  });

  it.each([
    [3, 1, 855],
    [2, 1, 125],
    [1, 1, 15],
    [1, 2, 55],
  ])('%i v %i: the attacker wins %i times', (a, d, wins) => {
    expect(outcomes(a, d).get('0-1')).toBe(wins);
  });

  it('ties go to the defender', () => {
    expect(compare([4], [4], NO_MODIFIERS)).toEqual({ attackerLost: 1, defenderLost: 0 });
  });
});

describe('Table 4 and S002 4: dice bonuses', () => {
  it('3 of spades (Attack bonus I): the attacker gets +1 to its lowest die', () => {
    expect(compare([5, 3], [4, 3], NO_MODIFIERS)).toEqual({ attackerLost: 1, defenderLost: 1 });
    expect(compare([5, 3], [4, 3], { ...NO_MODIFIERS, attackLow: 1 })).toEqual({ attackerLost: 0, defenderLost: 2 });
  });

  it('6 of spades (Attack bonus II): the attacker gets +1 to its highest die', () => {
    expect(compare([4], [4], { ...NO_MODIFIERS, attackHigh: 1 })).toEqual({ attackerLost: 0, defenderLost: 1 });
  });

  it('9 of spades (Attack bonus III): the attacker gets +2 to its highest die', () => {
    expect(compare([4], [5], { ...NO_MODIFIERS, attackHigh: 2 })).toEqual({ attackerLost: 0, defenderLost: 1 });
  });

  it("S002 4: a city gives +1 to the defender's highest die, and to only one of two equal dice", () => {
    expect(compare([5, 5], [4, 4], NO_MODIFIERS)).toEqual({ attackerLost: 0, defenderLost: 2 });
    expect(compare([5, 5], [4, 4], { ...NO_MODIFIERS, defendHigh: 1 })).toEqual({ attackerLost: 1, defenderLost: 1 });
  });

  it('the bonuses come from the Empire Cards held and the city standing', () => {
    let s = board(opening(3), { 'northwest-territory': [1, 2, 1] });
    s = withEmpire(withEmpire(withEmpire(s, 0, SPADES, 3), 0, SPADES, 6), 0, SPADES, 9);
    expect(modifiers(s, 0, T('northwest-territory'))).toEqual({ attackHigh: 3, attackLow: 1, defendHigh: 1 });
    expect(modifiers(s, 1, T('alaska'))).toEqual({ attackHigh: 0, attackLow: 0, defendHigh: 0 });
  });
});

/** Seat 0 attacks from Alaska (5 armies) into the Northwest Territory (seat 1, 2 armies). */
const attacking = (listed: Record<string, [number, number, number?]> = {}): RiskState =>
  inStep(board(opening(3), { alaska: [0, 5], 'northwest-territory': [1, 2], alberta: [0, 3], ...listed }), 'attack', 0);

describe('S002 4. Move and Attack: classic attacks', () => {
  it('an attack goes to an adjacent territory', () => {
    expect(refuse(attacking(), 0, { type: 'Attack', from: T('alaska'), to: T('greenland'), dice: 1 }).code).toBe(
      'NOT_ADJACENT',
    );
  });

  it('a player cannot attack its own territory', () => {
    expect(refuse(attacking(), 0, { type: 'Attack', from: T('alaska'), to: T('alberta'), dice: 1 }).code).toBe(
      'OWN_TERRITORY',
    );
  });

  it('the attacker rolls 1 to 3 dice, fewer than its armies there', () => {
    const s = attacking({ alaska: [0, 3] });
    expect(refuse(s, 0, { type: 'Attack', from: T('alaska'), to: T('northwest-territory'), dice: 3 }).code).toBe(
      'TOO_MANY_DICE',
    );
    expect(
      refuse(attacking({ alaska: [0, 1] }), 0, { type: 'Attack', from: T('alaska'), to: T('kamchatka'), dice: 1 }).code,
    ).toBe('NOT_ENOUGH_ARMIES');
  });

  it('a roll is written with both sets of dice and the losses; the defender rolls 2 dice when it can', () => {
    const { events, state } = act(
      attacking(),
      0,
      { type: 'Attack', from: T('alaska'), to: T('northwest-territory'), dice: 3 },
      fixedDice([6, 2, 1, 4, 4]),
    );
    expect(ofType(events, 'BattleRolled')).toEqual([
      {
        type: 'BattleRolled',
        from: T('alaska'),
        to: T('northwest-territory'),
        attack: [6, 2, 1],
        defend: [4, 4],
        attackerLost: 1,
        defenderLost: 1,
      },
    ]);
    expect(state.armies[T('alaska')]).toBe(4);
    expect(state.armies[T('northwest-territory')]).toBe(1);
  });

  it('attacks may repeat: the engagement is declared once', () => {
    const first = act(
      attacking({ 'northwest-territory': [1, 3] }),
      0,
      { type: 'Attack', from: T('alaska'), to: T('northwest-territory'), dice: 1 },
      fixedDice([1, 6, 6]),
    ).state;
    const { events } = act(
      first,
      0,
      { type: 'Attack', from: T('alaska'), to: T('northwest-territory'), dice: 1 },
      fixedDice([1, 6, 6]),
    );
    expect(ofType(events, 'AttackDeclared')).toHaveLength(0);
    expect(ofType(events, 'BattleRolled')).toHaveLength(1);
  });

  it('conquest: the attacker moves in at least as many armies as dice rolled, leaving one behind', () => {
    const won = act(
      attacking({ 'northwest-territory': [1, 1] }),
      0,
      { type: 'Attack', from: T('alaska'), to: T('northwest-territory'), dice: 3 },
      fixedDice([6, 5, 4, 3]),
    );
    expect(ofType(won.events, 'TerritoryConquered')[0]).toMatchObject({
      seat: 0,
      territory: T('northwest-territory'),
      loser: 1,
      min: 3,
    });
    expect(refuse(won.state, 0, { type: 'Occupy', armies: 2 }).code).toBe('NOT_ENOUGH_ARMIES');
    expect(refuse(won.state, 0, { type: 'Occupy', armies: 5 }).code).toBe('NOT_ENOUGH_ARMIES');
    expect(refuse(won.state, 0, { type: 'EndTurn' }).code).toBe('OCCUPY_FIRST');
    const moved = act(won.state, 0, { type: 'Occupy', armies: 4 }).state;
    expect([
      moved.armies[T('alaska')],
      moved.armies[T('northwest-territory')],
      moved.owner[T('northwest-territory')],
    ]).toEqual([1, 4, 0]);
  });
});
