import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import { emit, type Ctx } from '../ctx';
import { emitWithLimits } from '../limits';
import { generalAt } from '../queries';
import { boardOf, type WarlordsState } from '../state';

/**
 * Slots in a row of `length` spaces for `count` generals, centred; with an even count the
 * middle space stays empty (the seed), so 4 of 5 take 0,1,3,4 and 2 of 5 take 1,3.
 */
export function lineUpSlots(count: number, length: number): number[] {
  const n = Math.max(0, Math.min(count, length));
  if (length % 2 === 1 && n % 2 === 0 && n > 0) {
    const mid = (length - 1) / 2;
    const half = n / 2;
    return [
      ...Array.from({ length: half }, (_, i) => mid - half + i),
      ...Array.from({ length: half }, (_, i) => mid + 1 + i),
    ];
  }
  const start = Math.floor((length - n) / 2);
  return Array.from({ length: n }, (_, i) => start + i);
}

/**
 * The back-row spaces for the surviving generals in number order. More generals than the row
 * holds (recruits) continue in the row in front of it; a slot holding a town or another general
 * gives way to the nearest free space of the empire.
 */
function lineUpSpaces(s: WarlordsState, seat: number, count: number): number[] {
  const board = boardOf(s);
  const empire = s.seats[seat].empire;
  const row = board.backRows[empire];
  const slots = lineUpSlots(Math.min(count, row.length), row.length).map((i) => row[i]);
  const capital = board.hexes[board.capitals[empire]];
  const front = board.spacesOf[empire].filter((x) => !row.includes(x) && board.ring[x] === board.ring[row[0]] - 1);
  front.sort((a, b) => Math.abs(board.hexes[a].q - capital.q) - Math.abs(board.hexes[b].q - capital.q) || a - b);
  const wanted = [...slots, ...front.slice(0, Math.max(0, count - slots.length))];
  const used = new Set<number>();
  const free = (x: number) => !used.has(x) && s.townAt[x] < 0 && generalAtIgnoring(s, x, seat) < 0;
  return wanted.map((x) => {
    const pick = free(x) ? x : nearestFree(s, empire, x, free);
    used.add(pick);
    return pick;
  });
}

/** Pieces of the surrendering seat are leaving their spaces, so they are not in the way. */
function generalAtIgnoring(s: WarlordsState, space: number, seat: number): number {
  const g = generalAt(s, space);
  return g >= 0 && s.pieces[g].owner === seat ? -1 : g;
}

function nearestFree(s: WarlordsState, empire: number, from: number, free: (x: number) => boolean): number {
  const board = boardOf(s);
  const h = board.hexes[from];
  const d = (x: number) =>
    Math.max(
      Math.abs(board.hexes[x].q - h.q),
      Math.abs(board.hexes[x].r - h.r),
      Math.abs(board.hexes[x].q + board.hexes[x].r - h.q - h.r),
    );
  const options = board.spacesOf[empire].filter(free).sort((a, b) => d(a) - d(b) || a - b);
  return options[0] ?? from;
}

/** The seed's surrender: the empire crumbles and its surviving generals line up in its back row. */
export function surrender(ctx: Ctx, seat: number): RuleViolation | void {
  const s = ctx.state;
  if (s.phase !== 'play') return violation(W.wrongPhase, 'an emperor surrenders once the war has begun');
  if (s.seats[seat]?.status !== 'playing') return violation(W.notPlaying, 'that empire has already fallen');
  const survivors = s.pieces
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.owner === seat && p.status === 'active')
    .sort((a, b) => a.p.dealtTo - b.p.dealtTo || a.p.number - b.p.number)
    .map(({ i }) => i);
  const spaces = lineUpSpaces(s, seat, survivors.length);
  if (s.pending?.seat === seat && s.pending.kind === 'recruit') {
    emit(ctx, { type: 'GeneralsDispersed', pieces: s.pending.candidates });
    emit(ctx, { type: 'RecruitDeclined', seat });
  }
  emitWithLimits(ctx, { type: 'EmpireSurrendered', seat, pieces: survivors, lineUp: spaces, disbanded: [] });
}
