import { MAP } from '../data/millennium';
import { languageModifier, religionModifier } from '../map/culture';
import { hasBit, type MedievalState } from '../state';

/** Facts about areas that several rules share. */
export const popOf = (area: number): number => MAP.areas[area].pop;
export const maxSSOf = (area: number): number => MAP.areas[area].maxSS;
/** S001 33.41 and M10.2: a population of one for every area of smaller population. */
export const popAtLeastOne = (area: number): number => Math.max(1, popOf(area));
export const VENICE = MAP.areas.findIndex((a) => a.id === 'venice');

export const ownedBy = (s: MedievalState, empire: number): number[] => {
  const out: number[] = [];
  for (let i = 0; i < s.areas.length; i++) if (s.areas[i].owner === empire) out.push(i);
  return out;
};

export const lgOf = (s: MedievalState, empire: number, area: number): number =>
  languageModifier(s.empires[empire].language, s.areas[area].language);
export const rlOf = (s: MedievalState, empire: number, area: number): number =>
  religionModifier(s.empires[empire].religion, s.areas[area].religion, s.areas[area].heretical);

/** P: the number of other empires' partial-conquest markers on an area (M9.3). */
export const enemyMarkers = (s: MedievalState, empire: number, area: number): number =>
  s.areas[area].markers.filter((m) => m >> 8 !== empire).length;

/** The Player Empire of the seat that controls `empire`, when that empire is an ally (M12.3.1). */
export function patronOf(s: MedievalState, empire: number): number {
  const e = s.empires[empire];
  return e.status === 'allied' && e.seat >= 0 ? s.seats[e.seat].empire : -1;
}

/** M18.2 rebellion value of an owned area, with `levy` gold included. */
export function rebellionValue(s: MedievalState, area: number, levy: number): number {
  const a = s.areas[area];
  const owner = a.owner;
  if (owner < 0) return 0;
  const patron = patronOf(s, owner);
  const ownMask = (1 << owner) | (patron >= 0 ? 1 << patron : 0);
  let rv = levy - a.fort + lgOf(s, owner, area) + rlOf(s, owner, area);
  if (a.ties & ownMask) rv -= 2;
  // S003 12.41(2): a flat +2 for other empires' ties, unless every such holder waives it on this area.
  const others = a.ties & ~ownMask;
  if (others && !allWaive(s, others, area)) rv += 2;
  if (a.unrest) rv += 5;
  if (MAP.areas[area].land.some((n) => isIndependentKin(s, n, a.language, a.religion))) rv += 1;
  return rv;
}

function allWaive(s: MedievalState, holders: number, area: number): boolean {
  for (let e = 0; e < s.empires.length; e++)
    if (hasBit(holders, e) && !s.empires[e].waivers.includes(area)) return false;
  return true;
}

const isIndependentKin = (s: MedievalState, n: number, language: number, religion: number): boolean =>
  s.areas[n].owner < 0 && s.areas[n].language === language && s.areas[n].religion === religion;

/** M26.1: VP of an empire. */
export function victoryPoints(s: MedievalState, empire: number): number {
  let vp = Math.floor(Math.max(0, s.empires[empire].gold) / 10);
  for (let i = 0; i < s.areas.length; i++) if (s.areas[i].owner === empire) vp += areaWorth(s, empire, i);
  return vp;
}

/** The VP an area is worth to `empire` if it owns it (M26.1): its population (at least 1), its SS, its claim bonus. */
const areaWorth = (s: MedievalState, empire: number, area: number): number =>
  popAtLeastOne(area) +
  Math.max(0, s.areas[area].ss) +
  (hasBit(s.areas[area].claims, empire) ? s.options.claimBonusVP : 0);
