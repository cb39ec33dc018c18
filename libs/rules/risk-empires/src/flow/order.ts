import type { Dice } from '@empires/rules-kernel';
import type { RiskState } from '../state';

/**
 * S002 1: fewest cities first; then fewest territories; then a die, lowest first. Seats still
 * tied on the die roll again among themselves. Returns the order and every roll per seat.
 */
export function roundOrder(s: RiskState, seats: readonly number[], dice: Dice): { order: number[]; rolls: number[][] } {
  const rolls: number[][] = Array.from({ length: s.seats }, () => []);
  const byBoard = seats
    .slice()
    .sort((a, b) => s.cityCount[a] - s.cityCount[b] || s.territoryCount[a] - s.territoryCount[b]);
  const order: number[] = [];
  let i = 0;
  while (i < byBoard.length) {
    let j = i + 1;
    const same = (x: number) =>
      s.cityCount[x] === s.cityCount[byBoard[i]] && s.territoryCount[x] === s.territoryCount[byBoard[i]];
    while (j < byBoard.length && same(byBoard[j])) j++;
    order.push(...byRoll(byBoard.slice(i, j), rolls, dice));
    i = j;
  }
  return { order, rolls };
}

function byRoll(group: number[], rolls: number[][], dice: Dice): number[] {
  if (group.length === 1) return group;
  const roll: number[] = [];
  for (const seat of group) {
    const r = dice.int(1, 6);
    rolls[seat].push(r);
    roll[seat] = r;
  }
  const sorted = group.slice().sort((a, b) => roll[a] - roll[b]);
  const out: number[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i + 1;
    while (j < sorted.length && roll[sorted[j]] === roll[sorted[i]]) j++;
    out.push(...byRoll(sorted.slice(i, j), rolls, dice));
    i = j;
  }
  return out;
}
