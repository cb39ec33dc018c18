import { CLUBS } from '../data/empire';
import { continentsHeld } from '../data/geo';
import { CONTINENTS } from '../data/map';
import { holds, type RiskState } from '../state';

/**
 * New armies (S002 2): the classic count, floor(territories / 3) but at least 3, plus the bonus
 * of each continent wholly held; plus one per city on the board; plus, with the 6 of clubs
 * (Table 4, Bonus Army II), one per 6 territories occupied.
 */
export function newArmies(s: RiskState, seat: number): number {
  const territories = s.territoryCount[seat];
  let armies = Math.max(3, Math.floor(territories / 3));
  for (const c of continentsHeld(s.owner, seat)) armies += CONTINENTS[c].bonus;
  armies += s.cityCount[seat];
  if (holds(s, seat, CLUBS, 6)) armies += Math.floor(territories / 6);
  return armies;
}

/** Table 4, 3 of clubs (Bonus Army I): one extra army per set; every set is worth 3 (S002 Changes). */
export const setValue = (s: RiskState, seat: number): number => 3 + (holds(s, seat, CLUBS, 3) ? 1 : 0);
