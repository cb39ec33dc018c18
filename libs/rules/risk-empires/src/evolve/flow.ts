import { DIAMONDS } from '../data/empire';
import type { EventOf } from '../events';
import { holds, openAttack } from '../state';
import type { Draft } from './draft';

export function roundOrdered(d: Draft, e: EventOf<'RoundOrdered'>): void {
  d.round = e.round;
  d.order = e.order;
  d.seat = -1;
}

export function stepBegan(d: Draft, e: EventOf<'StepBegan'>): void {
  d.phase = e.step;
  d.seat = e.seat;
  d.attack = null;
  d.trade = null;
  if (e.step === 'attack') {
    // The nuking seat's own next Move and Attack step ends its Nuke's protection (Table 4, Q clubs).
    if (d.nukes.length) d.nukes = d.nukes.filter((n) => n.seat !== e.seat);
    // Table 4, 6 of diamonds: one additional free move.
    const movesLeft = holds(d, e.seat, DIAMONDS, 6) ? 2 : 1;
    d.attack = openAttack(movesLeft);
  } else if (e.step === 'disasters') {
    d.struck = 0;
    d.struckKinds = 0;
  } else if (e.step === 'purchase') d.bought = 0;
}
