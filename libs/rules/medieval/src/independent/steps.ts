import { must } from '@empires/rules-kernel';
import { likeness } from '../map/culture';
import { pickBest, pickBestBy, type Ctx } from '../ctx';
import { maxSSOf, ownedBy } from '../rules/areas';
import { attackOptions, basicER, domesticOptions, type Option } from '../rules/endeavours';
import type { EndeavourKind, MedievalState } from '../state';
import { defenseReserve, goldForER } from './gold';

export interface Choice {
  readonly step: number;
  readonly option: Option;
  readonly gold: number;
}

/** M25.3: likeness to the court (original court's language and the leader's religion in exile). */
export function likenessToCourt(s: MedievalState, empire: number, area: number): number {
  const e = s.empires[empire];
  const lang = e.court >= 0 ? s.areas[e.court].language : e.language;
  const rel = e.court >= 0 ? s.areas[e.court].religion : e.religion;
  const a = s.areas[area];
  return likeness(lang, rel, a.language, a.religion, a.heretical);
}

/** "Possible" (M25.2): cost within gold less the reserve, and gold to reach +1 available when b < +1. */
function goldIfPossible(s: MedievalState, empire: number, o: Option): number {
  const gold = s.empires[empire].gold;
  const available = gold - defenseReserve(gold) - o.cost;
  if (available < 0) return -1;
  return goldForER(basicER(s, empire, o), available);
}

type Step = { readonly kind: EndeavourKind; readonly areas: (s: MedievalState, empire: number) => number[] };

/** S001 33.24C steps 1-5: domestic endeavours and the areas each may be made on. */
const DOMESTIC_STEPS: readonly Step[] = [
  {
    kind: 'fortification',
    areas: (s, e) =>
      ownedBy(s, e).filter((a) => s.areas[a].attacked && s.areas[a].fort < 3 && !s.turn?.step1Tried.includes(a)),
  },
  { kind: 'ruling', areas: (s, e) => ownedBy(s, e).filter((a) => s.areas[a].unrest) },
  { kind: 'ruling', areas: (s, e) => ownedBy(s, e).filter((a) => s.areas[a].ss < maxSSOf(a)) },
  { kind: 'fortification', areas: (s, e) => ownedBy(s, e).filter((a) => s.areas[a].fort === 0) },
  { kind: 'fortification', areas: (s, e) => ownedBy(s, e).filter((a) => s.areas[a].fort === 2) },
];

/** Steps 6-7: targets "as though it were a Magnate": highest basic ER, then likeness, then a die; base with the highest ER. */
function attackChoice(ctx: Ctx, empire: number, kind: 'conquest' | 'pillage', step: number): Choice | null {
  const s = ctx.state;
  const possible = attackOptions(s, empire, kind)
    .map((o) => ({ o, b: basicER(s, empire, o), gold: goldIfPossible(s, empire, o) }))
    .filter((x) => x.gold >= 0);
  const target = pickBest(
    ctx,
    [...new Set(possible.map((x) => x.o.target))],
    (t) => Math.max(...possible.filter((x) => x.o.target === t).map((x) => x.b)),
    (t) => likenessToCourt(s, empire, t),
  );
  if (target === undefined) return null;
  const forTarget = possible.filter((x) => x.o.target === target);
  const best = must(
    pickBestBy(
      ctx,
      forTarget,
      (x) => x.o.base,
      (x) => x.b,
      (x) => -x.o.seas,
      (x) => likenessToCourt(s, empire, x.o.base),
    ),
    'a base for the chosen target',
  );
  return { step, option: best.o, gold: best.gold };
}

/**
 * S001 33.24C: walk the steps from 1; the first with a possible candidate gives the endeavour; an impossible
 * step is passed over. null: nothing possible, the turn's endeavours stop.
 */
export function nextEndeavour(ctx: Ctx, empire: number): Choice | null {
  const s = ctx.state;
  for (let i = 0; i < DOMESTIC_STEPS.length; i++) {
    const step = DOMESTIC_STEPS[i];
    const areas = new Set(step.areas(s, empire));
    if (areas.size === 0) continue;
    const options = domesticOptions(s, empire, step.kind as 'ruling' | 'fortification').filter((o) =>
      areas.has(o.target),
    );
    const possible = options.map((o) => ({ o, gold: goldIfPossible(s, empire, o) })).filter((x) => x.gold >= 0);
    const pick = pickBestBy(
      ctx,
      possible,
      (x) => x.o.target,
      (x) => likenessToCourt(s, empire, x.o.target),
    );
    if (!pick) continue;
    return { step: i + 1, option: pick.o, gold: pick.gold };
  }
  return attackChoice(ctx, empire, 'conquest', 6) ?? attackChoice(ctx, empire, 'pillage', 7);
}
