import { assistingGeneralRow, mainGeneralRow, placeRow, territoryBonus, type BattleRow } from '../generals/tables';
import { boardOf, CHIEF_IN_CAPITAL, turnSeat, type Fight, type WarlordsState } from '../state';
import { traitSum } from '../traits';
import { isTownBattle, mainDefenderOf, onBattlefield } from './field';

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

export function attackFigures(s: WarlordsState, f: Fight): SideFigures {
  const rows = onBattlefield(s, f).map((piece, i) => share(s, piece, i === 0, 'attack'));
  return sum(rows, territory(s, turnSeat(s), f.target));
}

/** The defenders' figures; an occupied town or capital adds its own row (the capital +3 with the chief of staff in it). */
export function defendFigures(s: WarlordsState, f: Fight): SideFigures {
  const main = mainDefenderOf(s, f);
  const rows = [
    ...(main >= 0 ? [share(s, main, true, 'defend')] : []),
    ...f.defenders.map((piece) => share(s, piece, false, 'defend')),
  ];
  if (isTownBattle(s, f)) {
    const town = s.towns[s.townAt[f.target]];
    if (town.occupant === f.defender) {
      const home = s.seats[f.defender];
      const chief = town.kind === 'capital' && town.empire === home.empire && home.chief === CHIEF_IN_CAPITAL;
      rows.push(placeRow(town.kind, chief));
    }
  }
  return sum(rows, territory(s, f.defender, f.target));
}
