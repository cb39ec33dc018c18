import { type RiskState } from '@empires/rules-risk-empires';
import { ACTIVE, ADJ, CONTINENT, CONTINENT_LIST, strength, TERRITORIES } from './rules';

// Local copies of imported tables: imported bindings compile to getters, and these are read in every loop.
const adjacent = ADJ;
const continentOf = CONTINENT;
const continents = CONTINENT_LIST;
const territories = TERRITORIES;

/**
 * The board as one seat reads it before deciding: who could strike where, which continent to
 * take next. Only active seats count as threats: the neutral army never attacks.
 */
export interface Board {
  readonly s: RiskState;
  readonly seat: number;
  /** Per territory of the seat: armies of rival neighbours able to attack (armies less one, summed). */
  readonly threat: readonly number[];
  /** Per territory: neighbours held by someone else (the neutral included). */
  readonly hostile: readonly number[];
  /** Per continent: territories the seat holds there. */
  readonly held: readonly number[];
  /** Per continent: the seat holding all of it, or -9. */
  readonly whole: readonly number[];
  /** The continent to take next (-1 when the seat holds every one it could want). */
  readonly target: number;
}

export const isRival = (s: RiskState, seat: number, owner: number): boolean =>
  owner >= 0 && owner !== seat && s.status[owner] === ACTIVE;

export function readBoard(s: RiskState, seat: number): Board {
  const { owner, armies, status } = s;
  const threat: number[] = Array(territories).fill(0);
  const hostile: number[] = Array(territories).fill(0);
  const held = [0, 0, 0, 0, 0, 0];
  const near = [0, 0, 0, 0, 0, 0];
  for (let t = 0; t < territories; t++) {
    const c = continentOf[t];
    const ours = owner[t] === seat;
    if (ours) {
      held[c]++;
      near[c] = 1;
    }
    for (const n of adjacent[t]) {
      const o = owner[n];
      if (o === seat) {
        near[c] = 1;
        continue;
      }
      hostile[t]++;
      if (o >= 0 && status[o] === ACTIVE && ours) threat[t] += armies[n] > 1 ? armies[n] - 1 : 0;
    }
  }
  const whole = continents.map((c) => {
    const first = owner[c.territories[0]];
    for (const t of c.territories) if (owner[t] !== first) return -9;
    return first;
  });
  const board = { s, seat, threat, hostile, held, whole, target: -1 };
  return { ...board, target: targetContinent(board, near) };
}

/** Steps from each territory to the nearest one the seat does not hold (0 for those): for moving armies up. */
export function depths(s: RiskState, seat: number): Uint8Array {
  const depth = new Uint8Array(territories).fill(255);
  const queue: number[] = [];
  for (let t = 0; t < territories; t++) {
    if (s.owner[t] !== seat) {
      depth[t] = 0;
      queue.push(t);
    }
  }
  for (let i = 0; i < queue.length; i++) {
    const t = queue[i];
    for (const n of adjacent[t]) {
      if (depth[n] !== 255) continue;
      depth[n] = depth[t] + 1;
      queue.push(n);
    }
  }
  return depth;
}

/** Armies (a city counts 3) the seat would have to beat to hold the whole continent. */
function foesIn(s: RiskState, seat: number, c: number): number {
  let sum = 0;
  for (const t of continents[c].territories) if (s.owner[t] !== seat) sum += strength(s, t) + 1;
  return sum;
}

/**
 * The continent worth most for what it costs to take: its bonus against the armies in the way,
 * among those the seat stands in or next to and does not hold yet. Small, nearly held continents win.
 */
function targetContinent(b: Omit<Board, 'target'>, near: readonly number[]): number {
  const { s, seat } = b;
  let best = -1;
  let bestScore = -Infinity;
  continents.forEach((c, i) => {
    if (b.held[i] === c.territories.length) return;
    if (!near[i]) return;
    const share = b.held[i] / c.territories.length;
    const score = (c.bonus + 2) / (1 + foesIn(s, seat, i)) + share;
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/** Whether taking `t` would complete its continent for the seat. */
export const completes = (b: Board, t: number): boolean =>
  b.held[continentOf[t]] === continents[continentOf[t]].territories.length - 1;

/** Whether `owner` holds the whole continent of `t`. */
export const holdsContinentOf = (b: Board, owner: number, t: number): boolean => b.whole[continentOf[t]] === owner;

export const mine = (b: Board, t: number): boolean => b.s.owner[t] === b.seat;
