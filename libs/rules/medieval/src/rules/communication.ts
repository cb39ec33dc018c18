import { isLandLinked, seaHop } from '../map/geo';
import type { MedievalState } from '../state';
import { ownedBy } from './areas';

/**
 * M18.5: cheapest line of communication from the court over the empire's own areas, land links costing 0
 * and a sea hop its k. Infinity where no line exists (or in exile).
 */
export function seaCostsFromCourt(s: MedievalState, empire: number): Map<number, number> {
  const court = s.empires[empire].court;
  const owned = ownedBy(s, empire);
  const dist = new Map<number, number>(owned.map((a) => [a, Infinity]));
  if (court < 0 || s.areas[court].owner !== empire) return dist;
  dist.set(court, 0);
  const done = new Set<number>();
  for (;;) {
    let cur = -1;
    let curDist = Infinity;
    for (const [a, d] of dist)
      if (!done.has(a) && d < curDist) {
        cur = a;
        curDist = d;
      }
    if (cur < 0) break;
    done.add(cur);
    for (const n of owned) {
      if (done.has(n)) continue;
      const step = isLandLinked(cur, n) ? 0 : seaHop(cur, n);
      if (step < 0) continue;
      const d = curDist + step;
      if (d < (dist.get(n) ?? Infinity)) dist.set(n, d);
    }
  }
  return dist;
}

/** Sea areas on the line from the court to a domestic target (M9.4), from `seaCostsFromCourt`; 0 when cut off (no adjustment). */
export function seasOnLine(costs: ReadonlyMap<number, number>, area: number): number {
  const d = costs.get(area);
  return d === undefined || d === Infinity ? 0 : d;
}

/** Owned areas with no line of communication to the court (M18.5.2). */
export function disconnectedAreas(s: MedievalState, empire: number): number[] {
  const out: number[] = [];
  for (const [a, d] of seaCostsFromCourt(s, empire)) if (d === Infinity) out.push(a);
  return out.sort((x, y) => x - y);
}
