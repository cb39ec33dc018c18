import { isChristian } from '../map/culture';
import { emit, type Ctx } from '../ctx';
import { type Attack, type MedievalState } from '../state';
import { allianceThreshold, isNonPlayerCourt, thresholdOf } from './alliance-core';
import { afterAllianceTies } from './alliance';
import { hasBit } from '../state';
import { maxSSOf, popAtLeastOne, popOf } from './areas';
import { basicER, type Option } from './endeavours';
import { boostCard, useBoost } from '../cards/holding';
import { gainClaim, isIberianMoslem, isUnclaimed } from './claims';
import { checkCommunication, relocateCourt, relocateMagnateCourt } from './court';
import { loseSS, unrestOrCheck } from './rebellion';
import { resolveIndependentAttack } from './independents-attack';
import { applyConversion } from './conversion';
import { offerContest } from './parley';
import { defenseBonus, resolveDefense } from './defense';
import { statureCheck } from './stature';
import { clampER, hasStatureMark, readCard, BANDS, bandOf } from './year-tables';

/**
 * M9.2 step 1-2: pay and declare; the target's owner then defends. A seat is asked (the decision pauses);
 * an Independent Empire defends whenever it holds a Year Card and 2 gold, spending exactly 2 (S001 33.23).
 */
export function declareEndeavour(
  ctx: Ctx,
  empire: number,
  o: Option,
  gold: number,
  cancel = false,
  boost = boostCard(ctx.state, empire, o.kind) >= 0,
): void {
  const t = ctx.state.areas[o.target];
  const attack = o.kind === 'conquest' || o.kind === 'pillage';
  const defender = attack && t.owner >= 0 ? t.owner : -1;
  emit(ctx, {
    type: 'EndeavourDeclared',
    empire,
    kind: o.kind,
    base: o.base,
    target: o.target,
    gold,
    cost: o.cost,
    seas: o.seas,
    defender,
    ...(cancel ? { cancel } : {}),
    ...(boost ? { boost } : {}),
  });
  // M12.2: the owner of a Diplomacy target run by a seat may spend counter-gold; Independents spend none.
  if (o.kind === 'diplomacy' && t.owner >= 0 && t.owner !== empire) {
    const owner = ctx.state.empires[t.owner];
    if (
      owner.seat >= 0 &&
      owner.seat !== ctx.state.empires[empire].seat &&
      !ctx.state.seats[owner.seat].resigned &&
      owner.gold > 0
    )
      return void emit(ctx, { type: 'CounterGoldAwaited', empire: t.owner, seat: owner.seat });
  }
  if (defender >= 0) {
    const d = ctx.state.empires[defender];
    if (d.cards.length >= 1 && d.gold >= 2) {
      if (d.seat >= 0 && !ctx.state.seats[d.seat].resigned) {
        emit(ctx, { type: 'DefenseAwaited', empire: defender, seat: d.seat });
        return;
      }
      emit(ctx, {
        type: 'DefenseDeclared',
        empire: defender,
        gold: 0,
        ...(boostCard(ctx.state, defender, 'defense') >= 0 ? { mercenaries: true } : {}),
      });
    }
  }
  resolveEndeavour(ctx);
}

/** M9.2 steps 3-5: the actor's card, the defender's card, the results, then stature checks of marked cards. */
export function resolveEndeavour(ctx: Ctx): void {
  const a = ctx.state.attack;
  if (!a) return;
  if (a.empire < 0) return resolveIndependentAttack(ctx);
  const s = ctx.state;
  const basic = basicER(s, a.empire, { kind: a.kind, base: a.base, target: a.target, cost: 0, seas: a.seas }, a.boost);
  if (a.boost) useBoost(ctx, a.empire, a.kind);
  // M13.3: the defender's Combat, extra gold, 3 per Technological Weapons / Tactical Systems, 2 for Mercenaries.
  const bonus = defenseBonus(ctx, a);
  const defense = a.defended ? s.empires[a.defender].leader.c + a.defenseGold + bonus : 0;
  const counter = a.kind === 'diplomacy' ? a.defenseGold : 0;
  const er = clampER(basic + a.gold - defense - counter - rivalPenalty(ctx.state, a.empire));
  const card = ctx.state.empires[a.empire].cards[0];
  const result = readCard(a.kind, er, card);
  emit(ctx, {
    type: 'EndeavourResolved',
    empire: a.empire,
    kind: a.kind,
    target: a.target,
    card,
    er,
    band: BANDS[bandOf(er)],
    result,
  });
  const { card: defenseCard, result: defenseResult } = a.defended
    ? resolveDefense(ctx, a, bonus)
    : { card: 0, result: '0' };
  applyResult(ctx, a, result, defenseResult === 'H' || defenseResult === 'X');
  if (defenseResult === 'X') loseSS(ctx, a.base, true);
  if (defenseResult === '-D') loseSS(ctx, a.target, false);
  if (hasStatureMark(card, ctx.state.options.statureCheckMarks)) statureCheck(ctx, a.empire);
  if (a.defended && hasStatureMark(defenseCard, ctx.state.options.statureCheckMarks)) statureCheck(ctx, a.defender);
}

/** S001 33.43: −2 for each rival seat that has switched its penalty on against this Allied Empire. */
export function rivalPenalty(s: MedievalState, empire: number): number {
  if (s.empires[empire].status !== 'allied') return 0;
  return (
    2 *
    s.seats.filter(
      (seat, i) =>
        !seat.resigned && i !== s.empires[empire].seat && seat.rivalPenalties.includes(empire) && isRival(s, i, empire),
    ).length
  );
}

/** A seat whose Player Empire holds the threshold of ties on another seat's ally (33.43). */
export const isRival = (s: MedievalState, seat: number, empire: number): boolean =>
  s.empires[empire].status === 'allied' &&
  s.empires[empire].seat !== seat &&
  s.empires[empire].allianceTies[s.seats[seat].empire] >= thresholdOf(s, empire);

function applyResult(ctx: Ctx, a: Attack, result: string, held: boolean): void {
  switch (a.kind) {
    case 'conquest':
      return applyConquest(ctx, a, result, held);
    case 'pillage':
      return applyPillage(ctx, a, result, held);
    case 'diplomacy':
      return applyDiplomacy(ctx, a, result);
    case 'ruling':
      return applyRuling(ctx, a.target, result);
    case 'conversion':
      return applyConversion(ctx, a.empire, a.target, result);
    case 'fortification':
      if (result === 'F')
        emit(ctx, { type: 'FortChanged', area: a.target, fort: Math.min(3, ctx.state.areas[a.target].fort + 1) });
      if (result === '-1') loseSS(ctx, a.target, true);
      return;
  }
}

function applyConquest(ctx: Ctx, a: Attack, result: string, held: boolean): void {
  if (result === '-B') return loseSS(ctx, a.base, true);
  if (result !== 'C' && result !== 'C*') return;
  if (result === 'C*' && !held) loseSS(ctx, a.target, false);
  if (a.cancel) {
    // M10.6: the result removes one marker that came through the target instead of counting against it.
    const marker = ctx.state.areas[a.base].markers.find((m) => (m & 255) === a.target);
    if (marker !== undefined) emit(ctx, { type: 'ConquestMarkerRemoved', area: a.base, marker });
    return;
  }
  emit(ctx, { type: 'ConquestMarkerPlaced', area: a.target, attacker: a.empire, base: a.base });
  const mine = ctx.state.areas[a.target].markers.filter((m) => m >> 8 === a.empire).length;
  if (mine >= popAtLeastOne(a.target)) completeConquest(ctx, a.empire, a.target, 'force');
}

function applyPillage(ctx: Ctx, a: Attack, result: string, held: boolean): void {
  if (result === '-B') return loseSS(ctx, a.base, true);
  if (result === 'G' || result === 'GU') {
    const gold = Math.max(1, popOf(a.target) + ctx.state.areas[a.target].ss);
    emit(ctx, { type: 'GoldChanged', empire: a.empire, delta: gold, reason: 'plunder' });
  }
  if ((result === 'G' || result === 'GU' || result === '-T') && !held) loseSS(ctx, a.target, false);
  if (result === 'GU' && !held) unrestOrCheck(ctx, a.target);
}

/** S003 12.3-12.31, S001 33.41; claims by S003 18.0(2a), (2b), (2d) and 18.3(1). */
function applyDiplomacy(ctx: Ctx, a: Attack, result: string): void {
  if (result === '-B') return a.base >= 0 ? loseSS(ctx, a.base, true) : undefined;
  const court = isNonPlayerCourt(ctx.state, a.target);
  if (court >= 0 && court !== a.empire) {
    const seat = ctx.state.empires[a.empire].seat;
    const have = ctx.state.empires[court].allianceTies[a.empire];
    const need = allianceThreshold(a.target);
    const count = result === 'T' ? have + 1 : result === 'C' || result === 'T/C' ? Math.max(have, need) : have;
    if (count !== have) emit(ctx, { type: 'AllianceTiesSet', empire: court, holder: a.empire, count });
    if (seat >= 0) afterAllianceTies(ctx, court, seat);
    return;
  }
  const area = ctx.state.areas[a.target];
  if ((result === 'T' || result === 'T/C') && !hasBit(area.ties, a.empire)) {
    emit(ctx, { type: 'TieFormed', empire: a.empire, area: a.target });
    if (area.owner === a.empire && isUnclaimed(ctx, a.target)) gainClaim(ctx, a.empire, a.target, 'S003 18.0(2b)');
  }
  if ((result === 'C' || result === 'T/C') && area.owner !== a.empire)
    completeConquest(ctx, a.empire, a.target, 'diplomacy');
}

function applyRuling(ctx: Ctx, area: number, result: string): void {
  const t = ctx.state.areas[area];
  if (result === '-1') return loseSS(ctx, area, true);
  if (result === 'R+') {
    if (t.heretical) emit(ctx, { type: 'HeresyRemoved', area });
    else if (t.ss < maxSSOf(area)) emit(ctx, { type: 'SocialStateChanged', area, ss: t.ss + 1 });
  }
  if ((result === 'R+' || result === 'Calm') && t.unrest) emit(ctx, { type: 'UnrestChanged', area, unrest: false });
}

/** M10.3 / S003 12.31: the area changes hands; by force it loses fort and goes into unrest, by Diplomacy neither. */
function completeConquest(ctx: Ctx, empire: number, area: number, by: 'force' | 'diplomacy'): void {
  const before = ctx.state.areas[area];
  const hadTie = hasBit(before.ties, empire);
  const hadClaim = hasBit(before.claims, empire);
  const unclaimed = isUnclaimed(ctx, area);
  const wasCourt = before.owner >= 0 && ctx.state.empires[before.owner].court === area;
  emit(ctx, { type: 'AreaConquered', area, empire, from: before.owner, by });
  if (by === 'force') {
    const fort = Math.max(0, before.fort - ctx.state.options.fortLossOnConquest);
    if (fort !== before.fort) emit(ctx, { type: 'FortChanged', area, fort });
    if (!before.unrest) emit(ctx, { type: 'UnrestChanged', area, unrest: true });
  }
  if (before.magnate >= 0 && ctx.state.magnates[before.magnate].court === area)
    relocateMagnateCourt(ctx, before.magnate);
  const leader = ctx.state.empires[empire];
  if (isIberianMoslem(ctx, area) && isChristian(leader.religion)) {
    emit(ctx, { type: 'ReligionChanged', area, religion: leader.religion });
    if (hadTie) gainClaim(ctx, empire, area, 'S003 18.3(1)');
  } else if (hadTie && unclaimed)
    gainClaim(ctx, empire, area, by === 'diplomacy' ? 'S003 18.0(2a/2d)' : 'S003 18.0(2a)');
  if (
    leader.court < 0 &&
    ctx.state.areas[area].language === leader.language &&
    ctx.state.areas[area].religion === leader.religion
  )
    emit(ctx, { type: 'CourtMoved', empire, area });
  if (before.owner >= 0 && wasCourt) relocateCourt(ctx, before.owner);
  checkCommunication(ctx, empire);
  checkCommunication(ctx, before.owner);
  const victim = before.owner >= 0 ? ctx.state.empires[before.owner] : null;
  if (
    by === 'diplomacy' &&
    victim &&
    victim.status !== 'removed' &&
    isChristian(leader.religion) &&
    isChristian(victim.religion)
  )
    offerContest(ctx, before.owner, empire, area, !hadClaim && hasBit(ctx.state.areas[area].claims, empire));
}
