import { E, fixedDice, opening } from '../testing/fixtures';
import { newCtx } from '../ctx';
import { heirStature, statureChange, statureCheck } from './stature';

describe('M7.2 stature check', () => {
  it.each([
    [4, 2, -2],
    [4, 4, -1],
    [4, 7, 0],
    [4, 10, 1],
    [4, 12, 2],
    [6, 12, 1],
    [2, 9, 1],
  ])('a stature of %i with 2d6 = %i changes by %i', (stature, total, change) => {
    expect(statureChange(stature, total)).toBe(change);
  });

  it('a mortality roll of 2-4 brings an heir with statures from the heir table', () => {
    const ctx = newCtx(opening(), fixedDice([1, 2, 6, 6, 6, 1, 1, 3, 3]));
    statureCheck(ctx, E.german);
    expect(ctx.state.empires[E.german].leader).toEqual({ name: 'Otto III', c: 8, a: 1, d: 3 });
  });

  it('clamps statures to 1..9', () => {
    const ctx = newCtx(opening(), fixedDice([6, 6, 1, 1, 1, 1, 1, 1]));
    statureCheck(ctx, E.kiev);
    expect(ctx.state.empires[E.kiev].leader).toMatchObject({ c: 1, a: 1, d: 1 });
  });
});

describe('M7.3 heir table', () => {
  it.each([
    [[1, 1], 1],
    [[2, 2], 2],
    [[3, 4], 3],
    [[4, 5], 4],
    [[5, 6], 5],
    [[6, 6, 2], 6],
    [[6, 6, 5], 7],
    [[6, 6, 6], 8],
  ])('2d6 %j gives %i', (dice, stature) => {
    expect(heirStature(dice)).toBe(stature);
  });
});
