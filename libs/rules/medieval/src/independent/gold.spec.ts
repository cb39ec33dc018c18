import { defenseReserve, goldForER } from './gold';

describe('S001 33.25 gold for the Effectiveness Rating', () => {
  it.each([
    ['spends enough to reach +1 when the basic ER is below +1', -2, 10, 3],
    ['makes the endeavour impossible when the gold to reach +1 is not there', -2, 2, -1],
    ['spends nothing at exactly +1 (the ranges are strict)', 1, 10, 0],
    ['spends up to +5 between +1 and +5 if available', 3, 10, 2],
    ['spends nothing between +1 and +5 when +5 cannot be reached (partial gold is never spent)', 2, 2, 0],
    ['spends nothing at exactly +5', 5, 10, 0],
    ['spends up to +8 between +5 and +8 if available', 6, 10, 2],
    ['spends nothing at +8 or more', 9, 10, 0],
  ])('%s', (_, er, gold, spent) => {
    expect(goldForER(er, gold)).toBe(spent);
  });
  it('keeps two gold for Defense, or all it has when less (33.23)', () => {
    expect([defenseReserve(7), defenseReserve(1)]).toEqual([2, 1]);
  });
});
