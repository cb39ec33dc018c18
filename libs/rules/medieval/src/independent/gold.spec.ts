import { defenseReserve, goldForER } from './gold';

describe('S001 33.25 gold for the Effectiveness Rating', () => {
  it('spends enough to reach +1 when the basic ER is below +1', () => {
    expect(goldForER(-2, 10)).toBe(3);
  });
  it('makes the endeavour impossible when the gold to reach +1 is not there', () => {
    expect(goldForER(-2, 2)).toBe(-1);
  });
  it('spends nothing at exactly +1 (the ranges are strict)', () => {
    expect(goldForER(1, 10)).toBe(0);
  });
  it('spends up to +5 between +1 and +5 if available', () => {
    expect(goldForER(3, 10)).toBe(2);
  });
  it('spends nothing between +1 and +5 when +5 cannot be reached (partial gold is never spent)', () => {
    expect(goldForER(2, 2)).toBe(0);
  });
  it('spends nothing at exactly +5', () => {
    expect(goldForER(5, 10)).toBe(0);
  });
  it('spends up to +8 between +5 and +8 if available', () => {
    expect(goldForER(6, 10)).toBe(2);
  });
  it('spends nothing at +8 or more', () => {
    expect(goldForER(9, 10)).toBe(0);
  });
  it('keeps two gold for Defense, or all it has when less (33.23)', () => {
    expect([defenseReserve(7), defenseReserve(1)]).toEqual([2, 1]);
  });
});
