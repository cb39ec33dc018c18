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

/**
 * A set-up command (a claim, or a starting army placed): the acting seat names a territory the step
 * allows, and the set-up's order says who is next; after the last, the first round begins.
 */
function setupCommand(
  ctx: Ctx,
  seat: number,
  territory: unknown,
  step: 'claim' | 'setupPlace',
  refused: (s: RiskState, territory: number) => RuleViolation | null,
): RuleViolation | void {
  const s = ctx.state;
  const bad = mustAct(s, seat, step);
  if (bad) return bad;
  if (!isInt(territory, 0, TERRITORIES - 1)) return violation(C.malformed, 'territory must be a territory index');
  const refusal = refused(s, territory);
  if (refusal) return refusal;
  const next = nextSetupSeat(s, seat, s.dir, after(s, seat));
  const type = step === 'claim' ? 'TerritoryClaimed' : 'SetupArmyPlaced';
  emit(ctx, { type, seat, territory, next: next.seat, dir: next.dir });
  if (next.seat < 0) beginRound(ctx);
}

export const claimTerritory = (ctx: Ctx, territory: unknown, seat: number): RuleViolation | void =>
  setupCommand(ctx, seat, territory, 'claim', (s, t) =>
    s.owner[t] !== UNCLAIMED ? violation(C.territoryTaken, 'claim an unoccupied territory') : null,
  );

export const placeSetupArmy = (ctx: Ctx, territory: unknown, seat: number): RuleViolation | void =>
  setupCommand(ctx, seat, territory, 'setupPlace', (s, t) =>
    s.owner[t] !== seat ? violation(C.notYourTerritory, 'place on your own territory') : null,
  );
