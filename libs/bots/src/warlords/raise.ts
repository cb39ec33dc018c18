import { isRange, type Range } from '@empires/rules-kernel';
import { listed, type Action } from './listed';
import type { WarlordsCommand, WarlordsState } from '@empires/rules-warlords';
import type { Style } from './style';
import { boardOf, distanceTo, homeCapital, nearestEnemyCapital, threatNear } from './table';

/**
 * Step 1: every regiment the towns can raise, into one army at a time (a general with 16-20
 * regiments fights at +20 where two of 8 fight at +10 and +5). The army is the biggest general the
 * supply reaches, the one nearest the enemy on ties; while an enemy army is near the capital, the
 * general nearest home instead, so the capital has a main defender. Nothing is ever dismissed.
 */
export function raise(s: WarlordsState, seat: number, legal: readonly Action[], style: Style): WarlordsCommand {
  // Only the count of a raise is listed as a range.
  const raises = listed(legal, 'RaiseRegiments') as unknown as { from: number; piece: number; count: number | Range }[];
  if (raises.length === 0) return { type: 'EndRaising' };
  const board = boardOf(s);
  const capital = homeCapital(s, seat);
  const alarmed = threatNear(s, seat, capital, style.alarm) > 0;
  const home = distanceTo(board, capital);
  const rank = (piece: number): number => {
    const p = s.pieces[piece];
    if (alarmed) return -home[p.space] * 100 + p.regiments;
    const target = nearestEnemyCapital(s, seat, p.space);
    const away = target >= 0 ? distanceTo(board, target)[p.space] : 0;
    return p.regiments * 100 - away;
  };
  const best = raises.reduce((a, b) => (rank(b.piece) > rank(a.piece) ? b : a));
  const count = isRange(best.count) ? best.count.max : best.count;
  return { type: 'RaiseRegiments', from: best.from, piece: best.piece, count };
}
