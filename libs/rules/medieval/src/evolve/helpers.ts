import type { AreaState, Attack, EmpireState, MedievalState, TurnState } from '../state';

/** Small copying updates shared by the evolve functions: only what changes is copied. */
export const setArea = (s: MedievalState, i: number, patch: Partial<AreaState>): MedievalState => {
  const areas = s.areas.slice();
  areas[i] = { ...areas[i], ...patch };
  return { ...s, areas };
};
export const setEmpire = (s: MedievalState, i: number, patch: Partial<EmpireState>): MedievalState => {
  const empires = s.empires.slice();
  empires[i] = { ...empires[i], ...patch };
  return { ...s, empires };
};
export const setTurn = (s: MedievalState, patch: Partial<TurnState>): MedievalState =>
  s.turn ? { ...s, turn: { ...s.turn, ...patch } } : s;
/** A copy of the empires array with one empire patched, for events that change several parts of the state at once. */
export const empiresWith = (s: MedievalState, i: number, patch: Partial<EmpireState>): MedievalState['empires'] => {
  const empires = s.empires.slice();
  empires[i] = { ...empires[i], ...patch };
  return empires;
};
export const areasWith = (s: MedievalState, i: number, patch: Partial<AreaState>): MedievalState['areas'] => {
  const areas = s.areas.slice();
  areas[i] = { ...areas[i], ...patch };
  return areas;
};

/** What a declaration says of an attack; the gold and seas it spends and the cards it plays are none unless it says so. */
type Declared = Omit<Attack, 'gold' | 'seas' | 'defended' | 'defenseGold' | 'cancel' | 'boost' | 'defenseBoost'> &
  Partial<Pick<Attack, 'gold' | 'seas' | 'cancel' | 'boost'>>;

/** An attack just declared: its defender has not answered yet. */
export const declaredAttack = (a: Declared): Attack => ({
  empire: a.empire,
  raider: a.raider,
  magnate: a.magnate,
  kind: a.kind,
  base: a.base,
  target: a.target,
  gold: a.gold ?? 0,
  seas: a.seas ?? 0,
  defender: a.defender,
  defended: false,
  defenseGold: 0,
  cancel: a.cancel ?? false,
  boost: a.boost ?? false,
  defenseBoost: false,
});

export const popCard = (s: MedievalState, empire: number): MedievalState =>
  setEmpire(s, empire, { cards: s.empires[empire].cards.slice(1) });

/** An empire whose court changes hands has none until its CourtMoved event (M22.1). */
export const loseCourt = (s: MedievalState, empire: number, area: number): MedievalState =>
  empire >= 0 && s.empires[empire]?.court === area ? setEmpire(s, empire, { court: -1 }) : s;

/**
 * M10.5: an attacker's partial-conquest markers go when the base they came through leaves its hands.
 * `attacker` is an empire, or 200 + a Magnate; -1 does nothing.
 */
export const dropMarkersThrough = (s: MedievalState, attacker: number, base: number): MedievalState => {
  if (attacker < 0) return s;
  const marker = attacker * 256 + base;
  if (!s.areas.some((a) => a.markers.includes(marker))) return s;
  return {
    ...s,
    areas: s.areas.map((a) =>
      a.markers.includes(marker) ? { ...a, markers: a.markers.filter((m) => m !== marker) } : a,
    ),
  };
};
export const magnateMarkerId = (magnate: number): number => (magnate >= 0 ? 200 + magnate : -1);
