import type { Action } from './listed';
import { GENERALS, type WarlordsCommand, type WarlordsState } from '@empires/rules-warlords';
import type { Style } from './style';
import { homeCapital, threatNear } from './table';

/**
 * Step 4: the chief of staff goes to the capital (+2 to its defence) while an enemy army is near it;
 * otherwise he rides with the biggest army whose con he would cancel (never Alexander, whose con
 * is to lose him), and stays where he is when none is bigger than the one he rides with.
 */
export function chief(s: WarlordsState, seat: number, legal: readonly Action[], style: Style): WarlordsCommand {
  const targets = legal.flatMap((a) => (a.type === 'MoveChiefOfStaff' ? [a.to] : []));
  const capital = homeCapital(s, seat);
  const end: WarlordsCommand = { type: 'EndTurn' };
  if (threatNear(s, seat, capital, style.alarm) > 0)
    return targets.includes(capital) ? { type: 'MoveChiefOfStaff', to: capital } : end;
  let best = -1;
  for (const to of targets) {
    const piece = s.pieces.findIndex(
      (p) => p.owner === seat && p.status === 'active' && p.attacking < 0 && p.space === to,
    );
    const card = piece >= 0 ? s.pieces[piece].card : -1;
    if (card < 0 || GENERALS[card].con.kind === 'killsChiefOfStaffOnDefeat') continue;
    if (best < 0 || s.pieces[piece].regiments > s.pieces[best].regiments) best = piece;
  }
  const rider = s.seats[seat].chief >= 0 ? s.pieces[s.seats[seat].chief] : null;
  if (best >= 0 && (!rider || s.pieces[best].regiments > rider.regiments))
    return { type: 'MoveChiefOfStaff', to: s.pieces[best].space };
  return end;
}
