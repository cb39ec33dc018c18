import { CLUBS } from '../data/empire';
import { CONTINENTS } from '../data/map';
import { newCtx } from '../ctx';
import { newArmies } from '../rules/reinforcements';
import { ofType } from '../testing/decisions';
import { board, fixedDice, opening, withEmpire, withTerritory } from '../testing/fixtures';
import { roundOrder } from './order';
import { beginRound } from './steps';
import type { RiskState } from '../state';

const AUSTRALIA = CONTINENTS[5].territories;

/** Seat 0 holds `n` territories spread over the map (every other one), so no whole continent. */
const holding = (n: number): RiskState =>
  board(opening(3), {}, (t) => (t % 2 === 0 && t < 2 * n ? 0 : 1 + ((t >> 1) % 2)));

describe('S002 1. Determine the round order', () => {
  it('S002 1: the players play in order of number of cities, the least cities going first', () => {
    let s = board(opening(3), {}, (t) => t % 3);
    s = withTerritory(withTerritory(s, 'alaska', 0, 1, 1), 'greenland', 2, 1, 1);
    s = withTerritory(s, 'ontario', 0, 1, 1);
    expect(roundOrder(s, [0, 1, 2], fixedDice([])).order).toEqual([1, 2, 0]);
  });

  it('S002 1: with tied cities the player with the least countries goes first', () => {
    const s = board(opening(3), {}, (t) => (t < 10 ? 0 : t < 22 ? 1 : 2));
    expect(roundOrder(s, [0, 1, 2], fixedDice([])).order).toEqual([0, 1, 2]);
  });

  it('S002 1: a remaining tie is broken by a die roll, lowest plays first, and the rolls are written in the event', () => {
    const s = board(opening(3), {}, (t) => t % 3);
    const ctx = newCtx({ ...s, phase: 'purchase' }, fixedDice([5, 2, 4]));
    beginRound(ctx);
    const [ordered] = ofType(ctx.events, 'RoundOrdered');
    expect(ordered.order).toEqual([1, 2, 0]);
    expect(ordered.rolls).toEqual([[5], [2], [4]]);
  });

  it('S002 1: seats still tied on the die roll again among themselves', () => {
    const s = board(opening(3), {}, (t) => t % 3);
    const { order, rolls } = roundOrder(s, [0, 1, 2], fixedDice([3, 3, 1, 6, 2]));
    expect(order).toEqual([2, 1, 0]);
    expect(rolls).toEqual([[3, 6], [3, 2], [1]]);
  });
});

describe('S002 2. Accumulate new armies', () => {
  it('classic RISK: territories / 3, at least 3', () => {
    expect(newArmies(holding(8), 0)).toBe(3);
    expect(newArmies(holding(1), 0)).toBe(3);
  });

  it('classic RISK: whole continents held add their bonus', () => {
    const s = board(opening(3), {}, (t) => (AUSTRALIA.includes(t) ? 0 : 1));
    expect(newArmies(s, 0)).toBe(3 + 2);
  });

  it('S002 2: each city owned on the board adds one extra army', () => {
    let s = holding(12);
    expect(newArmies(s, 0)).toBe(4);
    s = withTerritory(withTerritory(s, 'alaska', 0, 0, 1), 'greenland', 0, 2, 1);
    expect(newArmies(s, 0)).toBe(6);
  });

  it('Table 4, 6 of clubs (Bonus Army II): one extra army per every 6 territories occupied', () => {
    const s = holding(13);
    expect(newArmies(s, 0)).toBe(4);
    expect(newArmies(withEmpire(s, 0, CLUBS, 6), 0)).toBe(4 + 2);
  });

  it('S002 2: all players get their new armies at once when the round begins', () => {
    // 12, 14 and 16 territories; seat 2 holds Australia.
    const s = board(opening(3), {}, (t) => (t < 24 && t % 2 === 0 ? 0 : t < 28 && t % 2 === 1 ? 1 : 2));
    const ctx = newCtx({ ...s, phase: 'purchase' }, fixedDice([]));
    beginRound(ctx);
    expect(ofType(ctx.events, 'ArmiesGranted')[0].armies).toEqual([4, 4, 5 + 2]);
    expect(ctx.state.toPlace).toEqual([4, 4, 7]);
    expect(ctx.state.phase).toBe('place');
    expect(ctx.state.seat).toBe(0);
  });
});
