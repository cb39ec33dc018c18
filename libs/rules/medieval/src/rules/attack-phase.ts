import { must } from '@empires/rules-kernel';
import { MAP, MILLENNIUM } from '../data/millennium';
import { likeness } from '../map/culture';
import { isLandLinked } from '../map/geo';
import { emit, pickBest, pickBestBy, recordDice, type Ctx } from '../ctx';
import { popOf } from './areas';
import { askDefense, resolveIndependentAttack } from './independents-attack';
import { statureCheckRolls } from './stature';
import type { MedievalState } from '../state';

/**
 * M4 steps 2-3, one action at a time so that a seat's Defense can interrupt: every raider group in scenario
 * order (removal, activity roll, raids), then every Magnate in order of arising; then the phase ends.
 */
export function attackPhaseStep(ctx: Ctx, afterwards: (ctx: Ctx) => void): void {
  const s = ctx.state;
  const p = must(s.attackPhase, 'the attack phase under way');
  const groups = MILLENNIUM.raiders;
  if (p.group < groups.length) return raiderStep(ctx, p.group, p.raidsLeft);
  if (p.magnate < s.magnates.length) return magnateStep(ctx, p.magnate);
  emit(ctx, { type: 'AttackPhaseEnded' });
  afterwards(ctx);
}

function raiderStep(ctx: Ctx, group: number, raidsLeft: number): void {
  const s = ctx.state;
  const g = MILLENNIUM.raiders[group];
  if (!s.options.raiders || s.raidersRemoved[group] || s.round < g.firstRound || s.round > g.lastRound)
    return void emit(ctx, { type: 'RaiderGroupDone', group });
  if (raidsLeft < 0) {
    // M23.2: removed for good once one empire owns every homeland; otherwise d6 ≤ activity raids this round.
    if (g.homelands.length > 0 && s.empires.some((_, e) => g.homelands.every((h) => s.areas[h].owner === e)))
      return void emit(ctx, { type: 'RaiderGroupRemoved', group });
    const roll = ctx.dice.d6();
    return void emit(ctx, { type: 'RaiderActivityRolled', group, roll, raids: roll <= g.activity ? g.raids : 0 });
  }
  const candidates = g.targets.filter((t) => s.areas[t].ss > -3);
  if (raidsLeft === 0 || candidates.length === 0) return void emit(ctx, { type: 'RaiderGroupDone', group });
  raid(ctx, group, candidates);
}

/** M23.3: the candidate with the highest Pop + SS (a die among ties) is pillaged; its owner may defend. */
export function raid(ctx: Ctx, group: number, candidates: readonly number[]): void {
  const s = ctx.state;
  const target = must(
    pickBest(ctx, candidates, (t) => popOf(t) + s.areas[t].ss),
    'a raid target',
  );
  emit(ctx, { type: 'RaidDeclared', group, target, defender: s.areas[target].owner });
  askDefense(ctx, resolveIndependentAttack);
}

const heldBy = (s: MedievalState, magnate: number): number[] =>
  s.areas.map((a, i) => (a.magnate === magnate ? i : -1)).filter((i) => i >= 0);

/**
 * M24.2 Magnate targeting: over areas land-adjacent to its holdings, the highest ER from its best base, then the
 * area most like its court, then a die. Conquest while it holds fewer than four areas and the ER is +1 or more,
 * else Pillage at +1 or more, else nothing.
 */
export function magnateChoice(
  ctx: Ctx,
  magnate: number,
): { kind: 'conquest' | 'pillage'; base: number; target: number } | null {
  const s = ctx.state;
  const m = s.magnates[magnate];
  if (m.court < 0 || !s.options.magnates) return null;
  const held = heldBy(s, magnate);
  const court = s.areas[m.court];
  const like = (t: number) =>
    likeness(court.language, court.religion, s.areas[t].language, s.areas[t].religion, s.areas[t].heretical);
  for (const kind of ['conquest', 'pillage'] as const) {
    if (kind === 'conquest' && held.length >= s.options.magnateConquestLimit) continue;
    const options: { base: number; target: number; er: number }[] = [];
    for (let t = 0; t < s.areas.length; t++) {
      if (s.areas[t].magnate === magnate || (kind === 'pillage' && s.areas[t].ss <= -3)) continue;
      for (const b of held) {
        if (!isLandLinked(b, t)) continue;
        const a = s.areas[t];
        const er = m.combat + s.areas[b].ss - a.ss - a.fort + (kind === 'pillage' ? popOf(t) : 0);
        options.push({ base: b, target: t, er });
      }
    }
    const best = (t: number) => Math.max(...options.filter((o) => o.target === t).map((o) => o.er));
    const targets = [...new Set(options.map((o) => o.target))].filter((t) => best(t) >= 1);
    const target = pickBest(ctx, targets, best, like);
    if (target === undefined) continue;
    const base = must(
      pickBestBy(
        ctx,
        options.filter((o) => o.target === target && o.er === best(target)),
        (o) => o.base,
        () => 0,
      ),
      "a base for the Magnate's target",
    ).base;
    return { kind, base, target };
  }
  return null;
}

function magnateStep(ctx: Ctx, magnate: number): void {
  const choice = magnateChoice(ctx, magnate);
  emit(ctx, { type: 'MagnateDone', magnate });
  if (!choice) return;
  emit(ctx, { type: 'MagnateAttackDeclared', magnate, ...choice, defender: ctx.state.areas[choice.target].owner });
  askDefense(ctx, resolveIndependentAttack);
}

/**
 * M24.1: a Magnate arises in an area that has just become independent: an exile of its language and religion
 * takes it instead (M22.4a), or a removed empire returns (S001 33.64); with six Magnates in play it stays
 * unowned. Combat from a check on 3-3-3.
 */
export function ariseMagnate(ctx: Ctx, area: number): void {
  const s = ctx.state;
  const a = s.areas[area];
  const exiles = s.empires
    .map((e, i) =>
      e.status !== 'removed' && e.court < 0 && e.language === a.language && e.religion === a.religion ? i : -1,
    )
    .filter((i) => i >= 0);
  const exile = pickBest(ctx, exiles, () => 0);
  if (exile !== undefined) {
    emit(ctx, { type: 'AreaConquered', area, empire: exile, from: -1, by: 'diplomacy' });
    emit(ctx, { type: 'CourtMoved', empire: exile, area });
    return;
  }
  // S001 33.64: a removed empire reappears in an area it once possessed, of its last court's language and religion.
  const reborn = s.empires
    .map((e, i) =>
      e.status === 'removed' &&
      e.everPossessed.includes(area) &&
      s.areas[e.lastCourt].language === a.language &&
      s.areas[e.lastCourt].religion === a.religion
        ? i
        : -1,
    )
    .filter((i) => i >= 0);
  const empire = pickBest(ctx, reborn, () => 0);
  if (empire !== undefined) {
    const check = statureCheckRolls(ctx, { c: 3, a: 3, d: 3 });
    recordDice(ctx, 'S001 33.64', [...check.mortality, ...check.rolls.flat()], { area, empire });
    const next = check.next;
    emit(ctx, { type: 'EmpireReborn', empire, area, leader: { name: MAP.areas[area].name, ...next }, gold: 6 });
    return;
  }
  if (!s.options.magnates || s.magnates.filter((m) => m.court >= 0).length >= s.options.magnateLimit) return;
  const check = statureCheckRolls(ctx, { c: 3, a: 3, d: 3 });
  recordDice(ctx, 'M24.1', [...check.mortality, ...check.rolls.flat()], { area });
  const combat = check.next.c;
  emit(ctx, {
    type: 'MagnateArose',
    magnate: s.magnates.length,
    area,
    name: `Magnate of ${MAP.areas[area].name}`,
    combat,
  });
}
