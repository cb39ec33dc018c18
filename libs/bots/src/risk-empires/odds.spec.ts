import { conquestOdds } from './odds';

describe('conquest odds', () => {
  it('one die against one: the attacker needs the higher die, 15 in 36', () => {
    expect(conquestOdds(1, 1)).toBeCloseTo(15 / 36, 6);
  });

  it('two armies against one: a 2-against-1 roll (125 of 216 won), else one die against one', () => {
    const roll = 1 - 91 / 216;
    expect(conquestOdds(2, 1)).toBeCloseTo(roll + (1 - roll) * (15 / 36), 6);
  });

  it('no defender is taken for sure; no attacker takes nothing', () => {
    expect([conquestOdds(3, 0), conquestOdds(0, 3)]).toEqual([1, 0]);
  });

  it('rises with the attackers, falls with the defenders', () => {
    expect(conquestOdds(10, 5)).toBeGreaterThan(conquestOdds(8, 5));
    expect(conquestOdds(10, 5)).toBeGreaterThan(conquestOdds(10, 7));
  });

  it("a city's +1 helps the defence; the spades' bonuses help the attack", () => {
    const plain = conquestOdds(6, 4);
    expect(conquestOdds(6, 4, { attackHigh: 0, attackLow: 0, defendHigh: 1 })).toBeLessThan(plain);
    expect(conquestOdds(6, 4, { attackHigh: 2, attackLow: 1, defendHigh: 0 })).toBeGreaterThan(plain);
  });

  it('beyond the table, the ratio decides', () => {
    expect(conquestOdds(300, 100)).toBeCloseTo(conquestOdds(96, 32), 2);
  });
});
