import { MILLENNIUM } from './data/millennium';
import type { EventOf } from './event-types';
import { RULINGS_1_0 } from './rulings';
import { initialState, type AreaState, type EmpireState, type MedievalState } from './state';

/** The opening position (M3): the scenario's areas and empires, with dropped empires taken off the map (S001 33.11). */
export function openingState(e: EventOf<'GameSetUp'>): MedievalState {
  const inPlay = new Set(e.inPlay);
  const playMask = e.inPlay.reduce((m, i) => m | (1 << i), 0);
  const ties = new Array<number>(MILLENNIUM.areas.length).fill(0);
  const claims = new Array<number>(MILLENNIUM.areas.length).fill(0);
  MILLENNIUM.empires.forEach((emp, i) => {
    emp.ties.forEach((a) => (ties[a] |= 1 << i));
    emp.claims.forEach((a) => (claims[a] |= 1 << i));
  });
  const areas: AreaState[] = MILLENNIUM.areas.map((a, i) => ({
    owner: a.owner >= 0 && inPlay.has(a.owner) ? a.owner : -1,
    magnate: a.magnate,
    ss: a.ss,
    fort: a.fort,
    unrest: a.owner >= 0 && inPlay.has(a.owner) ? a.unrest : false,
    heretical: false,
    religion: a.religion,
    language: a.language,
    ties: ties[i] & playMask,
    claims: claims[i] & playMask,
    markers: [],
    attacked: false,
  }));
  const seatEmpires = e.options.empires.map((id) => MILLENNIUM.empires.findIndex((x) => x.id === id));
  const seatOf = new Map(seatEmpires.map((empire, seat) => [empire, seat]));
  const empires: EmpireState[] = MILLENNIUM.empires.map((emp, i) => ({
    status: !inPlay.has(i) ? 'removed' : seatOf.has(i) ? 'player' : 'independent',
    seat: seatOf.get(i) ?? -1,
    leader: { ...emp.leader },
    heirs: 0,
    language: emp.language,
    religion: emp.religion,
    court: inPlay.has(i) ? emp.court : -1,
    lastCourt: emp.court,
    gold: inPlay.has(i) ? emp.gold : 0,
    cards: [],
    allianceTies: MILLENNIUM.empires.map(() => 0),
    vpSnapshot: 0,
    everPossessed: inPlay.has(i) ? [...emp.areas] : [],
    held: [],
    lasting: [],
    waivers: [],
    flags: emp.flags ?? [],
  }));
  // Nothing under way yet: every other part is as in the empty state.
  return {
    ...initialState,
    phase: 'play',
    options: e.options,
    rulings: e.rulings ?? RULINGS_1_0,
    lastRound: e.lastRound,
    areas,
    empires,
    seats: seatEmpires.map((empire) => ({
      empire,
      resigned: false,
      resignOrder: 0,
      ledger: 0,
      rivalPenalties: [],
    })),
    magnates: MILLENNIUM.magnates.map((m) => ({ name: m.name, court: m.court, combat: m.combat })),
    raidersRemoved: MILLENNIUM.raiders.map(() => false),
  };
}
