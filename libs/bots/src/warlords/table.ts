import { BOARDS, type Board, type WarlordsState } from '@empires/rules-warlords';

/** The board of the game, as the options name it. */
export const boardOf = (s: WarlordsState): Board => BOARDS[s.options.board] ?? BOARDS['six-empires'];

const distances = new Map<Board, Map<number, Int16Array>>();

/**
 * Steps from every space to `goal` on the bare board, by breadth-first search. Cached per board and
 * goal: a march asks it for every candidate step of every general, and the board never changes.
 */
export function distanceTo(board: Board, goal: number): Int16Array {
  let byGoal = distances.get(board);
  if (!byGoal) distances.set(board, (byGoal = new Map()));
  const known = byGoal.get(goal);
  if (known) return known;
  const d = new Int16Array(board.hexes.length).fill(-1);
  d[goal] = 0;
  const queue = [goal];
  for (let i = 0; i < queue.length; i++) {
    const x = queue[i];
    for (const n of board.neighbours[x]) {
      if (n >= 0 && d[n] < 0) {
        d[n] = d[x] + 1;
        queue.push(n);
      }
    }
  }
  byGoal.set(goal, d);
  return d;
}

const isPlaying = (s: WarlordsState, seat: number): boolean => s.seats[seat]?.status === 'playing';

/** A seat's generals on the board (not attacking): piece ids. */
export function generalsOf(s: WarlordsState, seat: number): number[] {
  const out: number[] = [];
  s.pieces.forEach((p, i) => {
    if (p.owner === seat && p.status === 'active' && p.space >= 0 && p.attacking < 0) out.push(i);
  });
  return out;
}

/** Generals of other playing seats on the board: piece ids. */
function enemyGenerals(s: WarlordsState, seat: number): number[] {
  const out: number[] = [];
  s.pieces.forEach((p, i) => {
    if (p.owner !== seat && p.owner >= 0 && p.status === 'active' && p.space >= 0 && isPlaying(s, p.owner)) out.push(i);
  });
  return out;
}

/** The seat's home capital space, or -1 before sides are chosen. */
export function homeCapital(s: WarlordsState, seat: number): number {
  const empire = s.seats[seat]?.empire ?? -1;
  return empire < 0 ? -1 : (boardOf(s).capitals[empire] ?? -1);
}

/** Home capitals other playing seats still hold: the targets that end an empire. */
function enemyCapitals(s: WarlordsState, seat: number): number[] {
  const out: number[] = [];
  s.seats.forEach((st, other) => {
    if (other === seat || st.status !== 'playing' || st.empire < 0) return;
    const space = boardOf(s).capitals[st.empire];
    const t = s.townAt[space];
    if (t >= 0 && s.towns[t].occupant === other) out.push(space);
  });
  return out;
}

/** The enemy capital nearest `from`, or -1 when none is left. */
export function nearestEnemyCapital(s: WarlordsState, seat: number, from: number): number {
  let best = -1;
  let bestDistance = Infinity;
  for (const c of enemyCapitals(s, seat)) {
    const d = distanceTo(boardOf(s), c)[from];
    if (d >= 0 && d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  return best;
}

/** The strongest enemy army (regiments) within `radius` steps of `space`: 0 when none. */
export function threatNear(s: WarlordsState, seat: number, space: number, radius: number): number {
  if (space < 0) return 0;
  const d = distanceTo(boardOf(s), space);
  let most = 0;
  for (const g of enemyGenerals(s, seat)) {
    const p = s.pieces[g];
    if (d[p.space] <= radius) most = Math.max(most, p.regiments);
  }
  return most;
}
