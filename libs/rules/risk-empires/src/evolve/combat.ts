import type { EventOf } from '../events';
import { addArmies, addTo, setTerritory } from './board';
import { attackOf, battleOf, type Draft, type MutableAttack } from './draft';

/** Changes the attack step of a draft through a fresh copy. */
function attack(d: Draft, change: (a: MutableAttack) => void): void {
  if (!d.attack) return;
  const a = attackOf(d.attack);
  change(a);
  d.attack = a;
}

export function attackDeclared(d: Draft, e: EventOf<'AttackDeclared'>): void {
  attack(d, (a) => (a.battle = { from: e.from, to: e.to, dice: e.dice, hadCity: e.city, asking: e.asking, drop: 0 }));
}

/** The dropped armies leave their territory but stay the seat's armies on the board (in the fight). */
export function airDropped(d: Draft, e: EventOf<'AirDropped'>): void {
  setTerritory(d, e.from, e.seat, d.armies[e.from] - e.armies, d.city[e.from]);
  addTo(d, 'onBoard', e.seat, e.armies);
  attack(d, (a) => {
    a.airDropUsed = true;
    a.battle = { from: -1, to: e.to, dice: Math.min(3, e.armies), hadCity: e.city, asking: e.asking, drop: e.armies };
  });
}

function answered(d: Draft, t: number): void {
  const b = d.attack?.battle;
  if (!b || b.to !== t || !b.asking) return;
  const nb = battleOf(b);
  nb.asking = false;
  attack(d, (a) => (a.battle = nb));
}

export function cityConverted(d: Draft, e: EventOf<'CityConverted'>): void {
  setTerritory(d, e.territory, d.owner[e.territory], d.armies[e.territory] + e.armies, 0);
  answered(d, e.territory);
}

export const cityKept = (d: Draft, e: EventOf<'CityKept'>): void => answered(d, e.territory);

export function battleRolled(d: Draft, e: EventOf<'BattleRolled'>): void {
  if (e.from >= 0) {
    // The first roll of an engagement with no city in it starts the engagement.
    const b = d.attack?.battle;
    if (d.attack && (!b || b.from !== e.from || b.to !== e.to)) {
      const a = attackOf(d.attack);
      a.battle = { from: e.from, to: e.to, dice: 0, hadCity: false, asking: false, drop: 0 };
      d.attack = a;
    }
    // The hot path of every game: one copy of the armies and of the seats' counts.
    const armies = d.armies.slice();
    armies[e.to] -= e.defenderLost;
    armies[e.from] -= e.attackerLost;
    d.armies = armies;
    const onBoard = d.onBoard.slice();
    const defender = d.owner[e.to];
    if (defender >= 0) onBoard[defender] -= e.defenderLost;
    onBoard[d.owner[e.from]] -= e.attackerLost;
    d.onBoard = onBoard;
    return;
  }
  if (e.defenderLost) addArmies(d, e.to, -e.defenderLost);
  if (!e.attackerLost) return;
  // Air Drop armies fight off the board's territories: only the seat's count changes.
  addTo(d, 'onBoard', d.seat, -e.attackerLost);
  const b = d.attack?.battle;
  if (!b) return;
  const drop = b.drop - e.attackerLost;
  const nb = battleOf(b);
  nb.drop = drop;
  attack(d, (a) => (a.battle = drop > 0 ? nb : null));
}

export function territoryConquered(d: Draft, e: EventOf<'TerritoryConquered'>): void {
  setTerritory(d, e.territory, e.seat, 0, 0);
  attack(d, (a) => {
    a.conquered = true;
    if (e.from >= 0) {
      a.occupy = { from: e.from, to: e.territory, min: e.min };
      a.battle = null;
    }
  });
}

export function territoryOccupied(d: Draft, e: EventOf<'TerritoryOccupied'>): void {
  if (e.from < 0) {
    // The Air Drop survivors land: they were already counted on the board.
    setTerritory(d, e.to, e.seat, d.armies[e.to] + e.armies, d.city[e.to]);
    addTo(d, 'onBoard', e.seat, -e.armies);
    return attack(d, (a) => (a.battle = null));
  }
  if (d.owner[e.from] === d.owner[e.to]) shift(d, e.from, e.to, e.armies);
  else {
    addArmies(d, e.from, -e.armies);
    addArmies(d, e.to, e.armies);
  }
  attack(d, (a) => (a.occupy = null));
}

export function nuked(d: Draft, e: EventOf<'Nuked'>): void {
  d.nukes = [...d.nukes, { territory: e.territory, seat: e.seat }];
  attack(d, (a) => {
    a.nukeUsed = true;
    a.battle = null;
  });
}

export const armiesLost = (d: Draft, e: EventOf<'ArmiesLost'>): void =>
  setTerritory(d, e.territory, d.owner[e.territory], e.armies, e.city);

/** Armies moving between two territories of one owner: its count on the board is unchanged. */
function shift(d: Draft, from: number, to: number, n: number): void {
  const armies = d.armies.slice();
  armies[from] -= n;
  armies[to] += n;
  d.armies = armies;
}

export function armiesMoved(d: Draft, e: EventOf<'ArmiesMoved'>): void {
  shift(d, e.from, e.to, e.armies);
  attack(d, (a) => {
    a.moved = true;
    a.movesLeft--;
    a.battle = null;
  });
}
