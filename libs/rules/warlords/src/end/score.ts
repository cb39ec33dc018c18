import type { WarlordsState } from '../state';

/**
 * The score that decides a game stopped by its round limit (or left without generals): 10 per
 * capital and 3 per town a seat occupies, plus 1 per regiment it has (under its generals and in
 * its towns). Fallen seats score 0.
 */
export function scores(s: WarlordsState): number[] {
  return s.seats.map((st, seat) => {
    if (st.status !== 'playing') return 0;
    let score = 0;
    for (const t of s.towns) if (t.occupant === seat) score += (t.kind === 'capital' ? 10 : 3) + 1;
    for (const p of s.pieces) if (p.owner === seat && p.status === 'active') score += p.regiments;
    return score;
  });
}

/** Competition ranks (1, 2, 2, 4) from sort keys, best first. */
function rank(keys: number[][]): number[] {
  const cmp = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
    return 0;
  };
  return keys.map((k) => 1 + keys.filter((o) => cmp(o, k) < 0).length);
}

/**
 * Ranks: the winners first; then seats still playing by score; then fallen seats, the later
 * a seat fell the better.
 */
export function ranks(s: WarlordsState, winners: readonly number[], score: readonly number[]): number[] {
  return rank(
    s.seats.map((st, seat) => {
      if (winners.includes(seat)) return [2, 0, 0];
      if (st.status === 'playing') return [1, score[seat], 0];
      return [0, 0, st.fellAs];
    }),
  );
}
