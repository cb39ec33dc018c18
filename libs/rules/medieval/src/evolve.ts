import type { MedievalEvent } from './event-types';
import { openingState } from './setup-state';
import type { MedievalState } from './state';
import {
  areasWith,
  declaredAttack,
  dropMarkersThrough,
  empiresWith,
  loseCourt,
  magnateMarkerId,
  popCard,
  setArea,
  setEmpire,
  setTurn,
} from './evolve/helpers';
import { evolvePolitics } from './evolve/politics';
import { evolveCardsAndIndependents } from './evolve/cards';

const seen = (s: MedievalState, card: number): readonly number[] =>
  card > 0 ? [...(s.yearCardsSeen ?? []), card] : s.yearCardsSeen;

/** Folds one event. Total: unknown events and impossible indices leave the state as it was. */
export function evolve(s: MedievalState, e: MedievalEvent): MedievalState {
  switch (e.type) {
    case 'GameSetUp':
      return openingState(e);
    case 'RoundBegan':
      return { ...s, round: e.round, order: [], turnIndex: 0, turn: null, parleysThisRound: [], yearCardsSeen: [] };
    case 'YearCardsDealt':
      return { ...s, empires: s.empires.map((emp, i) => ({ ...emp, cards: e.hands[i] ?? [] })) };
    case 'InitiativeRanked':
      return { ...s, initiative: { ranking: e.ranking, slots: e.ranking.map(() => -1), placed: 0 } };
    case 'InitiativeSlotAwaited':
      return { ...s, pending: { kind: 'slot', empire: e.empire, seat: e.seat } };
    case 'InitiativeSlotTaken': {
      if (!s.initiative) return s;
      const slots = s.initiative.slots.slice();
      slots[e.slot] = e.empire;
      return { ...s, pending: null, initiative: { ...s.initiative, slots, placed: s.initiative.placed + 1 } };
    }
    case 'InitiativeDetermined':
      return { ...s, order: e.order, turnIndex: 0, initiative: null };
    case 'TurnBegan':
      return { ...s, turn: { empire: e.empire, endeavours: 0, taxation: 'none', settled: [], step1Tried: [] } };
    case 'TurnEnded': {
      // "Attacked since its last turn" (S001 33.24C step 1) restarts with each of the owner's turns.
      const areas = s.areas.map((a) => (a.owner === e.empire && a.attacked ? { ...a, attacked: false } : a));
      return { ...s, areas, turn: null, turnIndex: s.turnIndex + 1 };
    }
    case 'EndeavourDeclared': {
      const t = s.turn && s.turn.empire === e.empire ? { ...s.turn, endeavours: s.turn.endeavours + 1 } : s.turn;
      const step1Tried = t && e.kind === 'fortification' ? [...t.step1Tried, e.target] : t?.step1Tried;
      const attacked = e.kind === 'conquest' || e.kind === 'pillage';
      return {
        ...s,
        empires: empiresWith(s, e.empire, { gold: s.empires[e.empire].gold - e.cost - e.gold }),
        areas: attacked ? areasWith(s, e.target, { attacked: true }) : s.areas,
        turn: t && step1Tried ? { ...t, step1Tried } : t,
        attack: declaredAttack({
          empire: e.empire,
          raider: -1,
          magnate: -1,
          kind: e.kind,
          base: e.base,
          target: e.target,
          gold: e.gold,
          seas: e.seas,
          defender: e.defender,
          cancel: e.cancel === true,
          boost: e.boost === true,
        }),
      };
    }
    case 'CourtChoiceAwaited':
      return { ...s, pending: { kind: 'court', empire: e.empire, seat: e.seat } };
    case 'CourtChosen':
      return { ...setEmpire(s, e.empire, { court: e.area, lastCourt: e.area }), pending: null };
    case 'CounterGoldAwaited':
      return { ...s, pending: { kind: 'counterGold', empire: e.empire, seat: e.seat } };
    case 'CounterGoldPaid':
      return s.attack
        ? {
            ...setEmpire(s, e.empire, { gold: s.empires[e.empire].gold - e.gold }),
            pending: null,
            attack: { ...s.attack, defenseGold: e.gold },
          }
        : s;
    case 'ConquestMarkerRemoved': {
      const markers = s.areas[e.area].markers.slice();
      const i = markers.indexOf(e.marker);
      if (i >= 0) markers.splice(i, 1);
      return setArea(s, e.area, { markers });
    }
    case 'DefenseAwaited':
      return { ...s, pending: { kind: 'defense', empire: e.empire, seat: e.seat } };
    case 'DefenseDeclared':
      return s.attack
        ? {
            ...setEmpire(s, e.empire, { gold: s.empires[e.empire].gold - 2 - e.gold }),
            pending: null,
            attack: { ...s.attack, defended: true, defenseGold: e.gold, defenseBoost: e.mercenaries === true },
          }
        : s;
    case 'DefenseDeclined':
      return { ...s, pending: null };
    case 'EndeavourResolved':
      return {
        ...s,
        empires: empiresWith(s, e.empire, { cards: s.empires[e.empire].cards.slice(1) }),
        attack: null,
        yearCardsSeen: seen(s, e.card),
      };
    case 'DefenseResolved':
      return { ...popCard(s, e.empire), yearCardsSeen: seen(s, e.card) };
    case 'GoldChanged':
      return setEmpire(s, e.empire, { gold: s.empires[e.empire].gold + e.delta });
    case 'SocialStateChanged':
      return setArea(s, e.area, { ss: e.ss });
    case 'FortChanged':
      return setArea(s, e.area, { fort: e.fort });
    case 'UnrestChanged':
      return setArea(s, e.area, { unrest: e.unrest });
    case 'HeresyRemoved':
      return setArea(s, e.area, { heretical: false });
    case 'ReligionChanged':
      return setArea(s, e.area, { religion: e.religion, heretical: false });
    case 'UnusedCardsTurnedUp':
      return s;
    case 'ConquestMarkerPlaced':
      return setArea(s, e.area, { markers: [...s.areas[e.area].markers, e.attacker * 256 + e.base] });
    case 'AreaConquered': {
      // Markers of the former holder (empire or Magnate) that came through the conquered area leave with it (M10.5).
      const held = dropMarkersThrough(
        dropMarkersThrough(s, e.from, e.area),
        magnateMarkerId(s.areas[e.area].magnate),
        e.area,
      );
      const emp = s.empires[e.empire];
      const everPossessed = emp.everPossessed.includes(e.area) ? emp.everPossessed : [...emp.everPossessed, e.area];
      const next = setArea(held, e.area, { owner: e.empire, magnate: -1, markers: [] });
      return setEmpire(loseCourt(next, e.from, e.area), e.empire, { everPossessed });
    }
    case 'TaxationBegan':
      return setTurn(s, { taxation: 'open', settled: [] });
    case 'TaxationPostponed':
      return setTurn(s, { taxation: 'postponed' });
    case 'TaxLevied':
    case 'AreaPlundered':
      return {
        ...s,
        empires: empiresWith(s, e.empire, { gold: s.empires[e.empire].gold + e.gold }),
        turn: s.turn && { ...s.turn, settled: [...s.turn.settled, e.area] },
      };
    case 'TaxationEnded':
      return setTurn(s, { taxation: 'done' });
    case 'RebellionChecked':
      return s;
    case 'AreaRebelled':
      return loseCourt(
        setArea(dropMarkersThrough(s, e.from, e.area), e.area, {
          owner: -1,
          unrest: false,
          markers: [],
          ss: Math.max(-3, s.areas[e.area].ss - 1),
        }),
        e.from,
        e.area,
      );
    case 'CourtMoved':
      return setEmpire(s, e.empire, e.area >= 0 ? { court: e.area, lastCourt: e.area } : { court: -1 });
    case 'StatureChecked':
      return setEmpire(s, e.empire, { leader: e.leader, heirs: s.empires[e.empire].heirs + (e.died ? 1 : 0) });
    case 'RoundEnding':
      return { ...s, roundEnding: true };
    case 'RoundEnded':
      return {
        ...s,
        roundEnding: false,
        empires: s.empires.map((emp) => (emp.cards.length ? { ...emp, cards: [] } : emp)),
      };
    case 'SeatResigned': {
      const seats = s.seats.slice();
      seats[e.seat] = { ...seats[e.seat], resigned: true, resignOrder: s.seats.filter((x) => x.resigned).length + 1 };
      // The seat's empire and its allies go to the Independent procedure (M26.4).
      const empires = s.empires.map((emp) =>
        emp.seat === e.seat ? { ...emp, status: 'independent' as const, seat: -1 } : emp,
      );
      const pending = s.pending?.seat === e.seat ? { ...s.pending, seat: -1 } : s.pending;
      return { ...s, seats, empires, pending };
    }
    case 'GameEnded':
      return { ...s, phase: 'ended', scores: e.scores, pending: null };
    default:
      return evolvePolitics(s, e) ?? evolveCardsAndIndependents(s, e) ?? s;
  }
}
