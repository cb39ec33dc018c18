import type { Dice } from '@empires/rules-kernel';
import { boardOf, type WarlordsState } from '../state';

/**
 * Every seat rolls a d20; seats that tie roll again among themselves until none tie. Returns
 * each seat's rolls and the seats from highest to lowest.
 */
export function rollInitiative(dice: Dice, seats: number): { rolls: number[][]; pickOrder: number[] } {
  const rolls: number[][] = Array.from({ length: seats }, () => []);
  let groups: number[][] = [Array.from({ length: seats }, (_, i) => i)];
  while (groups.length) {
    const next: number[][] = [];
    for (const group of groups) {
      for (const seat of group) rolls[seat].push(dice.d20());
      const byRoll = new Map<number, number[]>();
      for (const seat of group) {
        const r = rolls[seat][rolls[seat].length - 1];
        byRoll.set(r, [...(byRoll.get(r) ?? []), seat]);
      }
      for (const tied of byRoll.values()) if (tied.length > 1) next.push(tied);
    }
    groups = next;
  }
  const pickOrder = rolls.map((_, i) => i).sort((a, b) => compareDesc(rolls[a], rolls[b]));
  return { rolls, pickOrder };
}

function compareDesc(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return b[i] - a[i];
  return 0;
}

/**
 * Whether a seat has a pick left: an empire, and a turn place (1.0.0) or, while nobody has it,
 * the first turn (1.1.0: play then moves clockwise, so only who starts is chosen).
 */
function stillPicking(s: WarlordsState, seat: number): boolean {
  const st = s.seats[seat];
  if (st.empire < 0) return true;
  return st.place < 0 && !(s.rulings.clockwise && s.seats.some((x) => x.place === 1));
}

/**
 * Who picks now: the first seat in d20 order that has made the fewest picks, among seats with a
 * pick left ("cycling through the order again if necessary").
 */
export function currentPicker(s: WarlordsState): number {
  let best = -1;
  let bestCount = 3;
  for (const seat of s.pickOrder) {
    const st = s.seats[seat];
    const count = (st.empire >= 0 ? 1 : 0) + (st.place >= 0 ? 1 : 0);
    if (stillPicking(s, seat) && count < bestCount) {
      best = seat;
      bestCount = count;
    }
  }
  return best;
}

/** Outer empires are adjacent when their spaces touch. */
const adjacent = (s: WarlordsState, a: number, b: number): boolean => boardOf(s).empireNeighbours[a].includes(b);

/**
 * Whether `chosen` can still grow to `seats` empires no two of which are adjacent (the seed's
 * rule for two or three players). Boards have at most six outer empires: a search is cheap.
 */
function completable(s: WarlordsState, chosen: readonly number[], seats: number, from = 1): boolean {
  if (chosen.length >= seats) return true;
  const outer = boardOf(s).empireNames.length - 1;
  for (let e = from; e <= outer; e++) {
    if (!chosen.includes(e) && chosen.every((c) => !adjacent(s, c, e)) && completable(s, [...chosen, e], seats, e + 1))
      return true;
  }
  return false;
}

/** Empires the seat may still take. */
export function openEmpires(s: WarlordsState, seat: number): number[] {
  if (s.seats[seat]?.empire !== -1) return [];
  const taken = s.seats.map((x) => x.empire).filter((e) => e >= 0);
  const outer = boardOf(s).empireNames.length - 1;
  const out: number[] = [];
  for (let e = 1; e <= outer; e++) {
    if (taken.includes(e)) continue;
    if (s.seats.length <= 3) {
      if (taken.some((t) => adjacent(s, t, e))) continue;
      if (!completable(s, [...taken, e], s.seats.length)) continue;
    }
    out.push(e);
  }
  return out;
}

/** Turn places (1 = first) the seat may still take; from 1.1.0 only the first turn is chosen. */
export function openPlaces(s: WarlordsState, seat: number): number[] {
  if (s.seats[seat]?.place !== -1) return [];
  const taken = new Set(s.seats.map((x) => x.place));
  const last = s.rulings.clockwise ? 1 : s.seats.length;
  const out: number[] = [];
  for (let p = 1; p <= last; p++) if (!taken.has(p)) out.push(p);
  return out;
}

export const sidesDecided = (s: WarlordsState): boolean =>
  s.seats.every((_, seat) => !stillPicking(s, seat)) && s.seats.some((x) => x.place === 1);

/**
 * The order of turns: from 1.1.0 clockwise around the board (empires are numbered clockwise)
 * from the seat that took the first turn; in 1.0.0 by the chosen turn places.
 */
export function turnOrder(s: WarlordsState): number[] {
  const seats = s.seats.map((_, i) => i);
  if (!s.rulings.clockwise) return seats.sort((a, b) => s.seats[a].place - s.seats[b].place);
  const outer = boardOf(s).empireNames.length - 1;
  const start = s.seats.find((x) => x.place === 1)?.empire ?? 1;
  const fromStart = (seat: number) => (s.seats[seat].empire - start + outer) % outer;
  return seats.sort((a, b) => fromStart(a) - fromStart(b));
}
