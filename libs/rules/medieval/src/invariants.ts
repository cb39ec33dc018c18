import { MAP } from './data/millennium';
import type { MedievalState } from './state';

/** Broken invariants, for simulations and property tests. */
export function invariants(s: MedievalState): string[] {
  const out: string[] = [];
  if (s.phase === 'new') return out;
  const n = s.empires.length;
  s.empires.forEach((e, i) => {
    if (e.gold < 0) out.push(`empire ${i} has negative gold`);
    if (e.cards.length > 5) out.push(`empire ${i} holds more than five Year Cards`);
    if (e.court >= 0 && s.areas[e.court].owner !== i) out.push(`empire ${i}'s court is not its own`);
    if (e.status === 'removed' && s.areas.some((a) => a.owner === i)) out.push(`removed empire ${i} owns areas`);
    for (const v of [e.leader.c, e.leader.a, e.leader.d])
      if (v < 1 || v > 9) out.push(`empire ${i} has a stature outside 1..9`);
  });
  s.areas.forEach((a, i) => {
    if (a.owner < -1 || a.owner >= n) out.push(`area ${i} has an unknown owner`);
    if (a.owner >= 0 && a.magnate >= 0) out.push(`area ${i} is held by an empire and a Magnate`);
    if (a.ss < -3 || a.ss > MAP.areas[i].maxSS) out.push(`area ${i} SS out of range`);
    if (a.fort < 0 || a.fort > 3) out.push(`area ${i} fort out of range`);
    if (a.ties >> n || a.claims >> n) out.push(`area ${i} has ties or claims of unknown empires`);
    if (a.owner < 0 && a.unrest) out.push(`independent area ${i} is in unrest`);
  });
  return out;
}
