import { SPADES } from '../data/empire';
import { riskEmpires } from '../ruleset';
import { rulesSpec } from '@empires/rules-kernel/testing';
import { board, fixedDice, inStep, opening, T, withEmpire } from '../testing/fixtures';
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
const rules = rulesSpec(riskEmpires);
/** A battle roll from Alaska into the Northwest Territory. */
const rolled = (r: { attack: number[]; defend: number[]; attackerLost: number; defenderLost: number }) => ({
  type: 'BattleRolled' as const,
  from: T('alaska'),
  to: T('northwest-territory'),
  ...r,
});
const attacking = (listed: Record<string, [number, number, number?]> = {}): RiskState =>
  inStep(board(opening(3), { alaska: [0, 5], 'northwest-territory': [1, 2], alberta: [0, 3], ...listed }), 'attack', 0);

describe('S002 4. Move and Attack: classic attacks', () => {
  const attack = (to: string, dice: number) => ({ type: 'Attack' as const, from: T('alaska'), to: T(to), dice });

  it('an attack goes to an adjacent territory', () => {
    rules.givenState(attacking()).when(attack('greenland', 1), 0).thenViolation('NOT_ADJACENT');
  });

  it('a player cannot attack its own territory', () => {
    rules.givenState(attacking()).when(attack('alberta', 1), 0).thenViolation('OWN_TERRITORY');
  });

  it('the attacker rolls 1 to 3 dice, fewer than its armies there', () => {
    rules
      .givenState(attacking({ alaska: [0, 3] }))
      .when(attack('northwest-territory', 3), 0)
      .thenViolation('TOO_MANY_DICE');
    rules
      .givenState(attacking({ alaska: [0, 1] }))
      .when(attack('kamchatka', 1), 0)
      .thenViolation('NOT_ENOUGH_ARMIES');
  });

  it('a roll is written with both sets of dice and the losses; the defender rolls 2 dice when it can', () => {
    const { state } = rules
      .givenState(attacking())
      .when(attack('northwest-territory', 3), 0, fixedDice([6, 2, 1, 4, 4]))
      .then(rolled({ attack: [6, 2, 1], defend: [4, 4], attackerLost: 1, defenderLost: 1 }));
    expect(state.armies[T('alaska')]).toBe(4);
    expect(state.armies[T('northwest-territory')]).toBe(1);
  });

  it('attacks may repeat: the engagement is declared once', () => {
    rules
      .givenState(attacking({ 'northwest-territory': [1, 3] }))
      .and(rolled({ attack: [1], defend: [6, 6], attackerLost: 1, defenderLost: 0 }))
      .when(attack('northwest-territory', 1), 0, fixedDice([1, 6, 6]))
      .then(rolled({ attack: [1], defend: [6, 6], attackerLost: 1, defenderLost: 0 }));
  });

  it('conquest: the attacker moves in at least as many armies as dice rolled, leaving one behind', () => {
    const won = rules
      .givenState(attacking({ 'northwest-territory': [1, 1] }))
      .when(attack('northwest-territory', 3), 0, fixedDice([6, 5, 4, 3]))
      .then(rolled({ attack: [6, 5, 4], defend: [3], attackerLost: 0, defenderLost: 1 }), {
        type: 'TerritoryConquered',
        seat: 0,
        territory: T('northwest-territory'),
        from: T('alaska'),
        loser: 1,
        min: 3,
      });
    const occupying = rules.givenState(won.state);
    occupying.when({ type: 'Occupy', armies: 2 }, 0).thenViolation('NOT_ENOUGH_ARMIES');
    occupying.when({ type: 'Occupy', armies: 5 }, 0).thenViolation('NOT_ENOUGH_ARMIES');
    occupying.when({ type: 'EndTurn' }, 0).thenViolation('OCCUPY_FIRST');
    const moved = occupying
      .when({ type: 'Occupy', armies: 4 }, 0)
      .then({ type: 'TerritoryOccupied', seat: 0, from: T('alaska'), to: T('northwest-territory'), armies: 4 }).state;
    expect([
      moved.armies[T('alaska')],
      moved.armies[T('northwest-territory')],
      moved.owner[T('northwest-territory')],
    ]).toEqual([1, 4, 0]);
  });
});
