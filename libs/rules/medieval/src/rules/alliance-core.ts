import { maxSSOf, popAtLeastOne } from './areas';
import type { MedievalState } from '../state';

/** S001 33.41: ties needed for an alliance = the court's maximum SS + its population (at least 1). */
export const allianceThreshold = (court: number): number =>
  court < 0 ? Infinity : maxSSOf(court) + popAtLeastOne(court);

/** The threshold for an empire: of its court, or in exile of the last court it held (S001 33.62). */
export const thresholdOf = (s: MedievalState, empire: number): number => {
  const e = s.empires[empire];
  return allianceThreshold(e.court >= 0 ? e.court : e.lastCourt);
};

/** The empire (independent or allied) whose court this area is, or -1. */
export function isNonPlayerCourt(s: MedievalState, area: number): number {
  const owner = s.areas[area].owner;
  if (owner < 0) return -1;
  const o = s.empires[owner];
  return o.court === area && (o.status === 'independent' || o.status === 'allied') ? owner : -1;
}
