import { assistingGeneralRow, mainGeneralRow, placeRow, territoryBonus, type BattleRow } from '../generals/tables';
import { boardOf, CHIEF_IN_CAPITAL, turnSeat, type Fight, type WarlordsState } from '../state';
import { traitSum } from '../traits';
import { mainDefenderOf, onBattlefield } from './field';

export interface SideFigures {
  readonly bonus: number;
  readonly kills: number;
}

/** One general's share: his table row plus the traits in force for his role. */
function share(s: WarlordsState, piece: number, main: boolean, side: 'attack' | 'defend'): BattleRow {
  const regiments = s.pieces[piece].regiments;
  const row = main ? mainGeneralRow(regiments) : assistingGeneralRow(regiments);
  const bonus = row.bonus + traitSum(s, piece, main ? 'fight' : 'assist') + traitSum(s, piece, side);
  return { bonus, kills: Math.max(0, row.kills + traitSum(s, piece, 'kills')) };
}

/** +1 in the seat's home empire, -1 in another playing seat's empire, 0 in Carrion or grassland. */
function territory(s: WarlordsState, seat: number, space: number): number {
  const empire = boardOf(s).empireOf[space];
  const enemies = s.seats.filter((x, i) => i !== seat && x.status === 'playing').map((x) => x.empire);
  return territoryBonus(empire, s.seats[seat]?.empire ?? -1, enemies);
}

function sum(rows: BattleRow[], extra: number): SideFigures {
  return { bonus: rows.reduce((a, r) => a + r.bonus, extra), kills: rows.reduce((a, r) => a + r.kills, 0) };
}

export const attackFigures = (s: WarlordsState, f: Fight): SideFigures =>
  attackFiguresFor(s, turnSeat(s), onBattlefield(s, f), f.target);

/**
 * The figures `attackers` (main first) of `seat` would fight with at `target`, as the state stands:
 * the battle's own sums, for a player weighing an attack before declaring it.
 */
export function attackFiguresFor(
  s: WarlordsState,
  seat: number,
  attackers: readonly number[],
  target: number,
): SideFigures {
  const rows = attackers.map((piece, i) => share(s, piece, i === 0, 'attack'));
  return sum(rows, territory(s, seat, target));
}

/** The defenders' figures; an occupied town or capital adds its own row (the capital +3 with the chief of staff in it). */
export const defendFigures = (s: WarlordsState, f: Fight): SideFigures =>
  defendFiguresFor(s, f.defender, mainDefenderOf(s, f), f.defenders, f.target);

/** The figures `defender` would fight with at `target` with `main` (-1: none) and `assists`, as the state stands. */
export function defendFiguresFor(
  s: WarlordsState,
  defender: number,
  main: number,
  assists: readonly number[],
  target: number,
): SideFigures {
  const rows = [
    ...(main >= 0 ? [share(s, main, true, 'defend')] : []),
    ...assists.map((piece) => share(s, piece, false, 'defend')),
  ];
  const t = s.townAt[target];
  if (t >= 0) {
    const town = s.towns[t];
    if (town.occupant === defender) {
      const home = s.seats[defender];
      const chief = town.kind === 'capital' && town.empire === home.empire && home.chief === CHIEF_IN_CAPITAL;
      rows.push(placeRow(town.kind, chief));
    }
  }
  return sum(rows, territory(s, defender, target));
}
