import { isChristian, isIndoEuropean, MOSLEM, PAGAN } from '../map/culture';
import { emit, type Ctx } from '../ctx';
import type { MedievalState } from '../state';
import { loseSS, unrestOrCheck } from './rebellion';
import { nameOf } from '../cards/deck';

/** M16.2 Proselytic Ability of the leader's faith: 8 for either church and Islam, 0 for pagans. */
const proselytic = (religion: number): number => (religion === PAGAN ? 0 : 8);

/** M16.2 Convictional Strength of the area's faith as seen by the converter. */
function convictional(s: MedievalState, empire: number, area: number): number {
  const a = s.areas[area];
  const leader = s.empires[empire].religion;
  if (a.religion === PAGAN) return isIndoEuropean(a.language) ? 10 : 16;
  if (a.religion === MOSLEM) return 16;
  if (!isChristian(leader)) return 16;
  if (a.religion !== leader) return 12;
  return a.heretical ? 10 : 0;
}

/** max(0, CS − PA), halved (down) with Missionary Fervor in play. */
export function conversionDifferential(s: MedievalState, empire: number, area: number): number {
  const d = Math.max(0, convictional(s, empire, area) - proselytic(s.empires[empire].religion));
  return s.empires[empire].lasting.some((c) => nameOf(c) === 'MissionaryFervor') ? Math.floor(d / 2) : d;
}

/**
 * M16.4: V gives the area the leader's religion and church (heresy gone); −1U costs 1 SS and brings unrest
 * (a check instead when the area is already in unrest).
 */
export function applyConversion(ctx: Ctx, empire: number, area: number, result: string): void {
  if (result === 'V') {
    const religion = ctx.state.empires[empire].religion;
    emit(ctx, { type: 'ReligionChanged', area, religion });
  } else if (result === '-1U') {
    loseSS(ctx, area, false);
    unrestOrCheck(ctx, area);
  }
}
