import { violation, type RuleViolation } from '@empires/rules-kernel';
import { C } from '../codes';
import { emit, type Ctx } from '../ctx';
import { TERRITORIES } from '../data/geo';
import { beginRound } from '../flow/steps';
import { ACTIVE, UNCLAIMED, type RiskState } from '../state';
import { isInt } from '../validate';
import { mustAct } from './guards';

/**
 * The next seat to claim or place in set-up, after `from`. Standard: clockwise. By choice (S002
 * Alternate Set Up): clockwise from the starting player; the last player places twice and the
 * direction turns, and so on. Seats with nothing left to place (or out of the game) are passed.
 * `left(seat)` gives the armies each seat has left. Returns seat -1 when set-up is over.
 */
export function nextSetupSeat(
  s: RiskState,
  from: number,
  dir: number,
  left: (seat: number) => number,
): { seat: number; dir: number } {
  const n = s.seats;
  const ok = (seat: number) => s.status[seat] === ACTIVE && left(seat) > 0;
  if (s.options.setup !== 'byChoice') {
    for (let i = 1; i <= n; i++) if (ok((from + i) % n)) return { seat: (from + i) % n, dir: 1 };
    return { seat: -1, dir: 1 };
  }
  let pos = (from - s.first + n) % n;
  let d = dir;
  for (let i = 0; i < 2 * n + 2; i++) {
    let next = pos + d;
    if (next < 0 || next >= n) {
      d = -d;
      next = pos;
    }
    pos = next;
    const seat = (s.first + pos) % n;
    if (ok(seat)) return { seat, dir: d };
  }
  return { seat: -1, dir: d };
}

const after = (s: RiskState, seat: number) => (x: number) => s.toPlace[x] - (x === seat ? 1 : 0);

export function claimTerritory(ctx: Ctx, territory: unknown, seat: number): RuleViolation | void {
  const s = ctx.state;
  const bad = mustAct(s, seat, 'claim');
  if (bad) return bad;
  if (!isInt(territory, 0, TERRITORIES - 1)) return violation(C.malformed, 'territory must be a territory index');
  if (s.owner[territory] !== UNCLAIMED) return violation(C.territoryTaken, 'claim an unoccupied territory');
  const next = nextSetupSeat(s, seat, s.dir, after(s, seat));
  emit(ctx, { type: 'TerritoryClaimed', seat, territory, next: next.seat, dir: next.dir });
  if (next.seat < 0) beginRound(ctx);
}

export function placeSetupArmy(ctx: Ctx, territory: unknown, seat: number): RuleViolation | void {
  const s = ctx.state;
  const bad = mustAct(s, seat, 'setupPlace');
  if (bad) return bad;
  if (!isInt(territory, 0, TERRITORIES - 1)) return violation(C.malformed, 'territory must be a territory index');
  if (s.owner[territory] !== seat) return violation(C.notYourTerritory, 'place on your own territory');
  const next = nextSetupSeat(s, seat, s.dir, after(s, seat));
  emit(ctx, { type: 'SetupArmyPlaced', seat, territory, next: next.seat, dir: next.dir });
  if (next.seat < 0) beginRound(ctx);
}
