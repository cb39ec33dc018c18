import { attackFiguresFor, defendFiguresFor, type WarlordsState } from '@empires/rules-warlords';
import { boardOf } from './table';

/**
 * The chance the attackers win one battle: each side rolls a d20 and adds its bonus, the higher
 * total wins and a tie goes to the defender (S004 Step 3).
 */
function winChance(attackBonus: number, defendBonus: number): number {
  let wins = 0;
  for (let a = 1; a <= 20; a++) wins += Math.max(0, Math.min(20, a + attackBonus - defendBonus - 1));
  return wins / 400;
}

/**
 * Who would defend `target` against the seat whose turn it is: the general standing there (or, for a
 * town or capital, the defender's biggest general beside it as main defender) and every other general
 * of the defender beside it that may still assist this turn. Unrevealed enemy generals count without
 * traits, which is all the seat knows of them.
 */
function likelyDefence(s: WarlordsState, defender: number, target: number): { main: number; assists: number[] } {
  const near = boardOf(s).neighbours[target];
  const attacked = new Set((s.turn?.battles ?? []).map((b) => b.target));
  const assisted = s.turn?.assisted ?? [];
  let main = -1;
  const beside: number[] = [];
  s.pieces.forEach((p, i) => {
    if (p.owner !== defender || p.status !== 'active' || p.attacking >= 0 || p.space < 0) return;
    if (p.space === target) main = i;
    else if (near.includes(p.space) && !attacked.has(p.space) && !assisted.includes(i)) beside.push(i);
  });
  beside.sort((a, b) => s.pieces[b].regiments - s.pieces[a].regiments);
  if (main < 0 && s.townAt[target] >= 0 && beside.length > 0) main = beside.shift() as number;
  return { main, assists: beside };
}

/** The seat owning what stands on `target` (general, town or capital), or -1. */
function ownerAt(s: WarlordsState, target: number): number {
  for (const p of s.pieces) if (p.space === target && p.status === 'active' && p.attacking < 0) return p.owner;
  const t = s.townAt[target];
  return t >= 0 ? s.towns[t].occupant : -1;
}

/** The chance `attackers` (main first) of `seat` take `target` as the table stands. */
export function attackChance(s: WarlordsState, seat: number, attackers: readonly number[], target: number): number {
  const defender = ownerAt(s, target);
  if (defender < 0) return 1;
  const d = likelyDefence(s, defender, target);
  const attack = attackFiguresFor(s, seat, attackers, target);
  const defence = defendFiguresFor(s, defender, d.main, d.assists, target);
  return winChance(attack.bonus, defence.bonus);
}
