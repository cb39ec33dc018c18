import { byePoints, placePoints } from './places';

describe('placement points', () => {
  it('gives a full table of four 3, 2, 1 and 0 by place', () => {
    expect(placePoints([2, 1, 4, 3], 4)).toEqual([2, 3, 0, 1]);
  });

  it('spreads the same range over a table one seat short, so its average matches a full table', () => {
    expect(placePoints([1, 2, 3], 4)).toEqual([3, 1.5, 0]);
  });

  it('lets tied seats share the mean of the places they span', () => {
    expect(placePoints([1, 1, 3, 4], 4)).toEqual([2.5, 2.5, 1, 0]);
    expect(placePoints([1, 1], 2)).toEqual([0.5, 0.5]);
  });

  it('scores a two-player game as a win and a loss', () => {
    expect(placePoints([2, 1], 2)).toEqual([0, 1]);
  });

  it('counts a bye as a win in two-player formats and the average place at pods', () => {
    expect(byePoints(2)).toBe(1);
    expect(byePoints(4)).toBe(1.5);
  });
});
