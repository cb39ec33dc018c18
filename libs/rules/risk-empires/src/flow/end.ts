import { KINGS } from '../data/empire';
import { TERRITORIES } from '../data/geo';
import { emit, type Ctx } from '../ctx';
import { ACTIVE, ELIMINATED, type EndReason, type RiskState } from '../state';

/** S002 Game End: the combined value of a seat's Empire Cards (A = 1 .. K = 13). */
const empireValue = (s: RiskState, seat: number): number =>
  s.empire[seat].reduce((sum, suit, i) => (suit >= 0 ? sum + i + 1 : sum), 0);

/**
 * Ranks: a conqueror (or the last seat standing) first; then seats still playing by Empire Card
 * value, ties broken by cities, then territories, then armies on the board (still tied: shared
 * rank); then eliminated seats, the later eliminated higher; resigned seats share the last rank.
 */
export function ranking(s: RiskState, winner: number): number[] {
  const key = (seat: number): number[] => {
    const group = seat === winner ? 0 : s.status[seat] === ACTIVE ? 1 : s.status[seat] === ELIMINATED ? 2 : 3;
    if (group === 1)
      return [group, -empireValue(s, seat), -s.cityCount[seat], -s.territoryCount[seat], -s.onBoard[seat]];
    if (group === 2) return [group, -s.eliminations[seat], 0, 0, 0];
    return [group, 0, 0, 0, 0];
  };
  const keys = Array.from({ length: s.seats }, (_, seat) => key(seat));
  const before = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
    return false;
  };
  return keys.map((k) => 1 + keys.filter((other) => before(other, k)).length);
}

export function endGame(ctx: Ctx, reason: EndReason, winner = -1): void {
  const s = ctx.state;
  const scores = Array.from({ length: s.seats }, (_, seat) => empireValue(s, seat));
  emit(ctx, { type: 'GameEnded', reason, ranks: ranking(s, winner), scores });
}

/**
 * The game ends when one seat holds every territory, when only one seat is still playing
 * (the neutral is no player), or when the last King Empire Card has been bought (S002 Game End).
 */
export function checkEnd(ctx: Ctx): boolean {
  const s = ctx.state;
  if (s.phase === 'ended') return true;
  if (s.phase === 'none') return false;
  let active = 0;
  let last = -1;
  for (let seat = 0; seat < s.seats; seat++) {
    if (s.status[seat] !== ACTIVE) continue;
    active++;
    last = seat;
    if (s.territoryCount[seat] === TERRITORIES) {
      endGame(ctx, 'conquest', seat);
      return true;
    }
  }
  if (active <= 1) {
    endGame(ctx, 'lastSeat', last);
    return true;
  }
  if (KINGS.every((k) => s.supply[k] === 0)) {
    endGame(ctx, 'lastKing');
    return true;
  }
  return false;
}
