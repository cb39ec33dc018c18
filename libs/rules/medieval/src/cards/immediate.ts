import { MAP } from '../data/millennium';
import { isChristian } from '../map/culture';
import { emit, pickBest, recordDice, type Ctx } from '../ctx';
import type { EventOf } from '../event-types';
import { maxSSOf, ownedBy, popOf, rebellionValue, rlOf } from '../rules/areas';
import { gainClaim, isUnclaimed } from '../rules/claims';
import { loseSS, rebellionCheck } from '../rules/rebellion';
import { hasBit, type MedievalState } from '../state';
import { isNonPlayerCourt } from '../rules/alliance-core';
import { afterAllianceTies } from '../rules/alliance';
import { likenessToCourt } from '../independent/steps';
import { nameOf } from './deck';
import { MILLENNIUM } from '../data/millennium';
import { ariseMagnate, raid } from '../rules/attack-phase';
import { raiderCombat } from '../rules/independents-attack';
import { leaderDiesHeirless } from './heirless';

const unrest = (ctx: Ctx, area: number) =>
  !ctx.state.areas[area].unrest && emit(ctx, { type: 'UnrestChanged', area, unrest: true });

/** M20.2 immediate cards. Choices are made by the rule of the Independent column for every empire. */
export function applyImmediate(ctx: Ctx, empire: number, card: number): void {
  const s = ctx.state;
  const owned = ownedBy(s, empire);
  switch (nameOf(card)) {
    case 'LeaderDiesHeirless':
      return leaderDiesHeirless(ctx, empire);
    case 'Plague':
      return owned.filter((a) => popOf(a) >= 2).forEach((a) => loseSS(ctx, a, false));
    case 'Famine':
      for (const a of owned) {
        const roll = ctx.dice.d6();
        recordDice(ctx, 'M20.2 Famine', [roll], { area: a, empire });
        if (roll > 2) continue;
        loseSS(ctx, a, false);
        unrest(ctx, a);
      }
      return;
    case 'Bounty':
      return gold(ctx, empire, Math.min(8, owned.length), 'Bounty');
    case 'TradeProspers':
      return gold(ctx, empire, Math.min(5, owned.filter((a) => MAP.areas[a].coastal).length), 'Trade Prospers');
    case 'Schism':
      return owned.filter((a) => rlOf(s, empire, a) >= 1).forEach((a) => unrest(ctx, a));
    case 'Heresy': {
      if (!isChristian(s.empires[empire].religion)) return;
      const pool = owned.filter((a) => isChristian(s.areas[a].religion) && !s.areas[a].heretical);
      const area = pickBest(
        ctx,
        pool,
        (a) => s.areas[a].ss,
        (a) => popOf(a),
      );
      if (area !== undefined) emit(ctx, { type: 'HeresySpread', area });
      return;
    }
    case 'PeasantRevolt': {
      const area = pickBest(
        ctx,
        owned,
        (a) => rebellionValue(s, a, 0),
        (a) => popOf(a) + s.areas[a].ss,
      );
      if (area !== undefined) rebellionCheck(ctx, area);
      return;
    }
    case 'RoyalMarriage': {
      if (asksSeat(ctx, empire, card)) return;
      const pool = owned.filter((a) => !hasBit(s.areas[a].ties, empire));
      const area = pickBest(ctx, pool, (a) => likenessToCourt(s, empire, a));
      if (area === undefined) return;
      emit(ctx, { type: 'TieFormed', empire, area });
      if (isUnclaimed(ctx, area)) gainClaim(ctx, empire, area, 'S003 18.0(2b)');
      return;
    }
    case 'PiousFoundation': {
      if (asksSeat(ctx, empire, card)) return;
      const rel = s.empires[empire].religion;
      const pool = owned.filter(
        (a) => !s.areas[a].heretical && s.areas[a].religion === rel && s.areas[a].ss < maxSSOf(a),
      );
      const area = pickBest(ctx, pool, (a) => likenessToCourt(s, empire, a));
      if (area !== undefined) emit(ctx, { type: 'SocialStateChanged', area, ss: s.areas[area].ss + 1 });
      return;
    }
    case 'RaidersStrike': {
      // The group in its era with the highest Combat (scenario order on ties) whose targets hold a drawer's area.
      const groups = MILLENNIUM.raiders
        .map((g, i) => ({ i, g, targets: g.targets.filter((t) => s.areas[t].owner === empire && s.areas[t].ss > -3) }))
        .filter(
          (x) =>
            s.options.raiders &&
            !s.raidersRemoved[x.i] &&
            s.round >= x.g.firstRound &&
            s.round <= x.g.lastRound &&
            x.targets.length > 0,
        );
      const best = Math.max(...groups.map((x) => raiderCombat(x.i, s.round)));
      const chosen = groups.find((x) => raiderCombat(x.i, s.round) === best);
      if (!chosen) return;
      return raid(ctx, chosen.i, chosen.targets);
    }
    case 'RiseOfAMagnate': {
      const court = s.empires[empire].court;
      const pool = owned.filter((a) => a !== court && s.areas[a].unrest);
      const area = pickBest(
        ctx,
        pool,
        (a) => popOf(a) + s.areas[a].ss,
        (a) => -likenessToCourt(s, empire, a),
      );
      if (area === undefined) return;
      emit(ctx, { type: 'AreaRebelled', area, from: empire });
      return ariseMagnate(ctx, area);
    }
    case 'QuietYears':
    default:
      return;
  }
}

function gold(ctx: Ctx, empire: number, amount: number, reason: EventOf<'GoldChanged'>['reason']): void {
  if (amount > 0) emit(ctx, { type: 'GoldChanged', empire, delta: amount, reason });
}

/** A seat chooses the area of Royal Marriage and Pious Foundation (M20.2); with no eligible area nothing happens. */
function asksSeat(ctx: Ctx, empire: number, card: number): boolean {
  const e = ctx.state.empires[empire];
  if (e.seat < 0 || ctx.state.seats[e.seat].resigned) return false;
  if (eventTargets(ctx.state, empire, card).length > 0)
    emit(ctx, { type: 'EventTargetAwaited', empire, seat: e.seat, card });
  return true;
}

/** M20.2: Royal Marriage: any area where the drawer has no tie, not another Player Empire's court (alliance ties on
 *  a non-player court for a Player Empire); Pious Foundation: an own non-heretical area of the leader's faith below max. */
export function eventTargets(s: MedievalState, empire: number, card: number): number[] {
  const out: number[] = [];
  const e = s.empires[empire];
  s.areas.forEach((a, area) => {
    if (nameOf(card) === 'PiousFoundation') {
      if (a.owner === empire && !a.heretical && a.religion === e.religion && a.ss < maxSSOf(area)) out.push(area);
      return;
    }
    const court = isNonPlayerCourt(s, area);
    const playerCourt =
      a.owner >= 0 && a.owner !== empire && s.empires[a.owner].court === area && s.empires[a.owner].status === 'player';
    if (playerCourt) return;
    if (court >= 0 && court !== empire) {
      if (e.status === 'player') out.push(area);
      return;
    }
    if (!hasBit(a.ties, empire)) out.push(area);
  });
  return out;
}

export function chooseEventTarget(ctx: Ctx, empire: number, card: number, area: number): void {
  emit(ctx, { type: 'EventTargetChosen', empire, card, area });
  const s = ctx.state;
  if (nameOf(card) === 'PiousFoundation')
    return void emit(ctx, { type: 'SocialStateChanged', area, ss: s.areas[area].ss + 1 });
  const court = isNonPlayerCourt(s, area);
  if (court >= 0 && court !== empire) {
    emit(ctx, {
      type: 'AllianceTiesSet',
      empire: court,
      holder: empire,
      count: s.empires[court].allianceTies[empire] + 1,
    });
    return afterAllianceTies(ctx, court, s.empires[empire].seat);
  }
  emit(ctx, { type: 'TieFormed', empire, area });
  if (s.areas[area].owner === empire && isUnclaimed(ctx, area)) gainClaim(ctx, empire, area, 'S003 18.0(2b)');
}
