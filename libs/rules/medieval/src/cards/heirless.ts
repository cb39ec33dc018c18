import { emit, recordDice, type Ctx } from '../ctx';
import { ownedBy } from '../rules/areas';
import { thresholdOf } from '../rules/alliance-core';
import { endAlliance, queueAllianceRoll } from '../rules/alliance';
import { rebellionCheck } from '../rules/rebellion';
import { heirName, heirStature } from '../rules/stature';
import { hasBit } from '../state';
import { lgOf, rlOf } from '../rules/areas';
import { nameOf } from './deck';

/**
 * M20.3 Leader Dies Heirless: all the drawer's ties go (alliance ties included), its Enlargements are discarded,
 * a new dynasty takes the heir table, every area but the court goes into unrest and the unrelated or
 * other-faith ones are checked; then S001 33.45 (non-player) or 33.48 (Player Empire).
 */
export function leaderDiesHeirless(ctx: Ctx, empire: number): void {
  const s = ctx.state;
  s.areas.forEach((a, area) => hasBit(a.ties, empire) && emit(ctx, { type: 'TieRemoved', empire, area }));
  s.empires.forEach(
    (e, other) =>
      e.allianceTies[empire] > 0 && emit(ctx, { type: 'AllianceTiesSet', empire: other, holder: empire, count: 0 }),
  );
  for (const card of s.empires[empire].lasting)
    if (nameOf(card) === 'Enlargement') emit(ctx, { type: 'EventCardDiscarded', empire, card });
  const rolls: number[][] = [];
  const [c, a, d] = [0, 1, 2].map(() => {
    const r = [ctx.dice.d6(), ctx.dice.d6()];
    if (r[0] + r[1] === 12) r.push(ctx.dice.d6());
    rolls.push(r);
    return heirStature(r);
  });
  const e = ctx.state.empires[empire];
  emit(ctx, { type: 'NewDynasty', empire, rolls, leader: { name: heirName(empire, e.heirs, e.court), c, a, d } });
  const areas = ownedBy(ctx.state, empire).filter((x) => x !== ctx.state.empires[empire].court);
  for (const x of areas) if (!ctx.state.areas[x].unrest) emit(ctx, { type: 'UnrestChanged', area: x, unrest: true });
  for (const x of areas)
    if (ctx.state.areas[x].owner === empire && (lgOf(ctx.state, empire, x) === 2 || rlOf(ctx.state, empire, x) === 2))
      rebellionCheck(ctx, x);
  const after = ctx.state.empires[empire];
  if (after.status === 'player') playerHeirless(ctx, empire);
  else if (after.status === 'independent' || after.status === 'allied') queueAllianceRoll(ctx, empire, 'heirless');
}

/** S001 33.48: the Player Empire's ties are gone, so its alliances end; other seats may take them by 33.44. */
function playerHeirless(ctx: Ctx, empire: number): void {
  const seat = ctx.state.empires[empire].seat;
  ctx.state.empires.forEach((e, ally) => {
    if (e.status !== 'allied' || e.seat !== seat) return;
    endAlliance(ctx, ally, 'S001 33.48 Leader Dies Heirless');
    queueAllianceRoll(ctx, ally);
  });
}

/**
 * S001 33.45: every seat whose Player Empire holds ties on the court rolls 2d6 + Diplomatic + ties − 12 for its
 * new number of ties (0..threshold); if one reaches the threshold 33.44 follows, else the empire is Independent.
 * `bids` are the seats' secret gold (33.46), already paid. A new 33.44 roll is queued with new declarations.
 */
export function nonPlayerHeirless(ctx: Ctx, empire: number, bids: readonly number[]): void {
  const s = ctx.state;
  const need = thresholdOf(s, empire);
  s.seats.forEach((seat, i) => {
    const have = ctx.state.empires[empire].allianceTies[seat.empire];
    if (seat.resigned || have <= 0) return;
    const dice = [ctx.dice.d6(), ctx.dice.d6()];
    recordDice(ctx, 'S001 33.45', dice, { seat: i, empire });
    const total = dice[0] + dice[1] + ctx.state.empires[seat.empire].leader.d + have + (bids[i] ?? 0) - 12;
    const count = Math.max(0, Math.min(need, total));
    if (count !== have) emit(ctx, { type: 'AllianceTiesSet', empire, holder: seat.empire, count });
  });
  const reached = ctx.state.seats.some(
    (seat) => !seat.resigned && ctx.state.empires[empire].allianceTies[seat.empire] >= need,
  );
  if (reached) queueAllianceRoll(ctx, empire);
  else endAlliance(ctx, empire, 'S001 33.45 Leader Dies Heirless');
}
