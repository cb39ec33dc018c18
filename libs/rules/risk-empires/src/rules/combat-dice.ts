/** Bonuses added to dice before they are compared (S002 4 and Table 4). */
export interface Modifiers {
  /** Table 4: 6 of spades +1, 9 of spades +2 to the attacker's highest die. */
  readonly attackHigh: number;
  /** Table 4: 3 of spades +1 to the attacker's lowest die. */
  readonly attackLow: number;
  /** S002 4: a city gives +1 to the defender's highest die (once). */
  readonly defendHigh: number;
}

export const NO_MODIFIERS: Modifiers = { attackHigh: 0, attackLow: 0, defendHigh: 0 };

const desc = (a: number, b: number) => b - a;

/**
 * Classic comparison: highest against highest, then the next; ties go to the defender. Dice
 * arrive sorted highest first. With one attacking die the lowest die is the highest, so both
 * attacker bonuses apply to it. Modified dice are re-sorted before pairing.
 */
export function compare(
  attack: readonly number[],
  defend: readonly number[],
  m: Modifiers,
): { attackerLost: number; defenderLost: number } {
  let a = attack;
  if (m.attackHigh || m.attackLow) {
    const out = attack.slice();
    out[0] += m.attackHigh;
    out[out.length - 1] += m.attackLow;
    a = out.sort(desc);
  }
  let d = defend;
  if (m.defendHigh) {
    const out = defend.slice();
    out[0] += m.defendHigh;
    d = out;
  }
  let attackerLost = 0;
  let defenderLost = 0;
  const pairs = Math.min(a.length, d.length);
  for (let i = 0; i < pairs; i++) {
    if (a[i] > d[i]) defenderLost++;
    else attackerLost++;
  }
  return { attackerLost, defenderLost };
}
