import { reach } from '../map/geo';
import type { EndeavourKind, MedievalState } from '../state';
import { enemyMarkers, lgOf, ownedBy, patronOf, popOf, rlOf, VENICE } from './areas';
import { seaCostsFromCourt, seasOnLine } from './communication';
import { boostCard, techCards } from '../cards/holding';
import { conversionDifferential } from './conversion';

/** One legal declaration before gold (M9.1, M9.5): where from, against what, at what cost. */
export interface Option {
  readonly kind: EndeavourKind;
  readonly base: number;
  readonly target: number;
  readonly cost: number;
  readonly seas: number;
}

const FOREIGN_COST: Record<'conquest' | 'pillage', number> = { conquest: 2, pillage: 0 };

/** Whether an area is run by the same seat as `empire` (own empire or allies; M9.5.3). */
function sameSeat(s: MedievalState, empire: number, other: number): boolean {
  if (other === empire) return true;
  const seat = s.empires[empire].seat;
  return seat >= 0 && s.empires[other].seat === seat;
}

/** Every legal Conquest or Pillage (base, target) of an empire; the nearest base by seas for each pair. */
export function attackOptions(s: MedievalState, empire: number, kind: 'conquest' | 'pillage'): Option[] {
  const out: Option[] = [];
  const bases = ownedBy(s, empire);
  for (let target = 0; target < s.areas.length; target++) {
    const t = s.areas[target];
    if (t.owner >= 0 && sameSeat(s, empire, t.owner)) continue;
    if (kind === 'pillage' && t.ss <= -3) continue;
    for (const base of bases) {
      const k = reach(base, target, s.options.seaReach);
      if (k < 0) continue;
      out.push({ kind, base, target, cost: FOREIGN_COST[kind] + k, seas: k });
    }
  }
  return out;
}

/** Diplomacy (S003 12.11-12.16): from the court, at any area but another Player Empire's court. */
export function diplomacyOptions(s: MedievalState, empire: number): Option[] {
  const out: Option[] = [];
  const me = s.empires[empire];
  for (let target = 0; target < s.areas.length; target++) {
    const owner = s.areas[target].owner;
    if (owner >= 0 && owner !== empire) {
      const o = s.empires[owner];
      if (o.court === target && o.status === 'player') continue; // 12.16
      if (o.court === target) {
        // Alliance ties (S001 33.41): only Player Empires gain them (M25.4.10).
        if (me.status !== 'player') continue;
      } else if (sameSeat(s, empire, owner)) continue;
    }
    out.push({ kind: 'diplomacy', base: me.court, target, cost: 1, seas: 0 });
  }
  return out;
}

const DOMESTIC_COST = { ruling: 0, fortification: 2, conversion: 1 };

export function domesticOptions(
  s: MedievalState,
  empire: number,
  kind: 'ruling' | 'fortification' | 'conversion',
): Option[] {
  const religion = s.empires[empire].religion;
  const areas = ownedBy(s, empire).filter(
    (a) =>
      kind === 'ruling' ||
      (kind === 'fortification' ? s.areas[a].fort < 3 : s.areas[a].religion !== religion || s.areas[a].heretical),
  );
  if (areas.length === 0) return [];
  const costs = seaCostsFromCourt(s, empire);
  return areas.map((a) => ({ kind, base: a, target: a, cost: DOMESTIC_COST[kind], seas: seasOnLine(costs, a) }));
}

export function optionsOf(s: MedievalState, empire: number, kind: EndeavourKind): Option[] {
  switch (kind) {
    case 'conquest':
    case 'pillage':
      return attackOptions(s, empire, kind);
    case 'diplomacy':
      return diplomacyOptions(s, empire);
    case 'ruling':
    case 'fortification':
    case 'conversion':
      return domesticOptions(s, empire, kind);
  }
}

/** M9.4: two or more sea areas halve a positive ER (toward zero) and multiply a negative one by 1.5 (away from zero). */
export function seaAdjusted(er: number, seas: number): number {
  if (seas < 2) return er;
  return er >= 0 ? Math.trunc(er / 2) : -Math.ceil(Math.abs(er) * 1.5);
}

/** S003 12.17 (and S001 33.41): what Diplomacy subtracts for the target's owner. */
export function ownerModifier(s: MedievalState, empire: number, target: number): number {
  const a = s.areas[target];
  if (a.owner < 0) return target === VENICE ? 5 : 3;
  if (a.owner === empire) return 0;
  const owner = s.empires[a.owner];
  if (owner.court === target && owner.seat >= 0 && owner.seat === s.empires[empire].seat) return 0;
  return owner.leader.d;
}

/** M9.3: the basic (pre-gold) ER: the sea-adjusted formula plus Able Minister or Mercenaries (+2). */
export function basicER(s: MedievalState, empire: number, o: Option, boost = true): number {
  return formulaER(s, empire, o) + (boost && boostCard(s, empire, o.kind) >= 0 ? 2 : 0);
}

function formulaER(s: MedievalState, empire: number, o: Option): number {
  const tech = 3 * techCards(s, empire);
  const L = s.empires[empire].leader;
  const t = s.areas[o.target];
  const lr = lgOf(s, empire, o.target) + rlOf(s, empire, o.target);
  switch (o.kind) {
    case 'conquest':
      return seaAdjusted(
        L.c + s.areas[o.base].ss - t.ss - t.fort - lr + tech - enemyMarkers(s, empire, o.base),
        o.seas,
      );
    case 'pillage':
      return seaAdjusted(
        L.c + s.areas[o.base].ss + popOf(o.target) - t.ss - t.fort - lr + tech - enemyMarkers(s, empire, o.base),
        o.seas,
      );
    case 'diplomacy': {
      // M22.3: in exile the court term is 0, or the SS of the host's court when the empire has asylum.
      const host = patronOf(s, empire);
      const hostCourt = host >= 0 ? s.empires[host].court : -1;
      const courtSS = o.base >= 0 ? s.areas[o.base].ss : hostCourt >= 0 ? s.areas[hostCourt].ss : 0;
      return L.d + courtSS - t.ss - lr - ownerModifier(s, empire, o.target);
    }
    case 'ruling':
      return seaAdjusted(L.a - Math.abs(t.ss) - lr - enemyMarkers(s, empire, o.target), o.seas);
    case 'fortification':
      return seaAdjusted(L.a + t.ss + popOf(o.target) - lr - enemyMarkers(s, empire, o.target), o.seas);
    case 'conversion':
      return seaAdjusted(
        L.a +
          t.ss -
          t.fort -
          lgOf(s, empire, o.target) -
          conversionDifferential(s, empire, o.target) -
          enemyMarkers(s, empire, o.target),
        o.seas,
      );
  }
}
