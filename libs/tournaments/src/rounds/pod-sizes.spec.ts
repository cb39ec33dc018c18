import { podSizes } from './pod-sizes';

describe('pod sizes', () => {
  it('seats a field that divides evenly at full tables', () => {
    expect(podSizes(12, 4, 3)).toEqual({ tables: [4, 4, 4], byes: 0 });
  });

  it('uses tables one seat short instead of byes when the field does not divide', () => {
    expect(podSizes(13, 4, 3)).toEqual({ tables: [4, 3, 3, 3], byes: 0 });
    expect(podSizes(7, 4, 3)).toEqual({ tables: [4, 3], byes: 0 });
  });

  it('gives byes only when short tables cannot absorb the remainder', () => {
    expect(podSizes(5, 4, 3)).toEqual({ tables: [4], byes: 1 });
    expect(podSizes(7, 3, 3)).toEqual({ tables: [3, 3], byes: 1 });
    expect(podSizes(2, 4, 3)).toEqual({ tables: [], byes: 2 });
  });
});
