import { assistingGeneralRow, mainGeneralRow, movementSpeed, placeRow, territoryBonus } from './tables';

describe('movement table', () => {
  it.each([
    [1, 5, 4],
    [5, 5, 4],
    [6, 4, 3],
    [10, 4, 3],
    [11, 3, 2],
    [15, 3, 2],
    [16, 2, 1],
    [20, 2, 1],
    [21, 1, 1],
    [30, 1, 1],
  ])('moves a general with %i regiments %i spaces, or %i when slowed', (regiments, normal, slowed) => {
    expect(movementSpeed(regiments, false)).toBe(normal);
    expect(movementSpeed(regiments, true)).toBe(slowed);
  });
});

describe('battle table', () => {
  it.each([
    [1, 5, 3],
    [5, 5, 3],
    [6, 10, 6],
    [11, 15, 9],
    [20, 20, 12],
  ])('gives a main general with %i regiments +%i and %i kills', (regiments, bonus, kills) => {
    expect(mainGeneralRow(regiments)).toEqual({ bonus, kills });
  });

  it('gives an assisting general +5/3 kills up to 10 regiments and +10/6 kills from 11', () => {
    expect(assistingGeneralRow(10)).toEqual({ bonus: 5, kills: 3 });
    expect(assistingGeneralRow(11)).toEqual({ bonus: 10, kills: 6 });
  });

  it('gives a capital +3 fighting but still 1 kill with the chief of staff, +1 without; a town +1', () => {
    expect(placeRow('capital', true)).toEqual({ bonus: 3, kills: 1 });
    expect(placeRow('capital', false)).toEqual({ bonus: 1, kills: 1 });
    expect(placeRow('town', true)).toEqual({ bonus: 1, kills: 1 });
  });

  it('adds 1 at home, subtracts 1 in enemy territory, nothing elsewhere', () => {
    expect(territoryBonus(2, 2, [3])).toBe(1);
    expect(territoryBonus(3, 2, [3])).toBe(-1);
    expect(territoryBonus(0, 2, [3])).toBe(0);
  });
});
