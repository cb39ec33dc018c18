/**
 * The seed's two tables as pure functions. Trait adjustments (Charlemagne's slowness,
 * Ashoka's 30-regiment row) are applied by the caller, which knows who is revealed.
 */

/** Movement speed by regiments at the start of movement; `slowed` after laying or destroying a line. */
export function movementSpeed(regiments: number, slowed: boolean): number {
  if (regiments <= 5) return slowed ? 4 : 5;
  if (regiments <= 10) return slowed ? 3 : 4;
  if (regiments <= 15) return slowed ? 2 : 3;
  if (regiments <= 20) return slowed ? 1 : 2;
  return 1; // the "21-30" row: only a general allowed more than 20 gets here
}

export interface BattleRow {
  readonly bonus: number;
  readonly kills: number;
}

/** The main general's row: +5/3 kills per five regiments (bands 1-5 ... 16-20; more counts as 16-20). */
export function mainGeneralRow(regiments: number): BattleRow {
  const band = Math.min(4, Math.max(1, Math.ceil(regiments / 5)));
  return { bonus: 5 * band, kills: 3 * band };
}

/** An assisting general: 1-10 gives +5 and 3 kills, 11-20 gives +10 and 6 kills. */
export function assistingGeneralRow(regiments: number): BattleRow {
  return regiments <= 10 ? { bonus: 5, kills: 3 } : { bonus: 10, kills: 6 };
}

/** An occupied town or capital: +1 (capital with chief of staff +3), and 1 kill either way. */
export function placeRow(kind: 'town' | 'capital', chiefOfStaff: boolean): BattleRow {
  return { bonus: kind === 'capital' && chiefOfStaff ? 3 : 1, kills: 1 };
}

/** +1 in one's home empire, -1 in an enemy's, 0 elsewhere (Carrion or grassland). */
export function territoryBonus(battleEmpire: number, ownEmpire: number, enemyEmpires: readonly number[]): number {
  if (battleEmpire === ownEmpire) return 1;
  return enemyEmpires.includes(battleEmpire) ? -1 : 0;
}
