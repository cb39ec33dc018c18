import type { WarlordsState } from './state';

/** The general standing on `space` (attackers on a battlefield stand nowhere), or -1. */
export function generalAt(s: WarlordsState, space: number): number {
  const ps = s.pieces;
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i];
    if (p.space === space && p.attacking < 0 && (p.status === 'active' || p.status === 'abandoned')) return i;
  }
  return -1;
}

/** A seat still in the game (not fallen, not surrendered). */
export const isPlaying = (s: WarlordsState, seat: number): boolean => s.seats[seat]?.status === 'playing';

/** The home capital's space of a seat. */
export function homeCapital(s: WarlordsState, seat: number): number {
  const t = s.towns.find((x) => x.kind === 'capital' && x.empire === s.seats[seat]?.empire);
  return t ? t.space : -1;
}
