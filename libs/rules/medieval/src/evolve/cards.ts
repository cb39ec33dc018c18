import type { MedievalEvent } from '../event-types';
import type { MedievalState } from '../state';
import { isHolding, isLasting } from '../cards/deck';
import {
  declaredAttack,
  dropMarkersThrough,
  empiresWith,
  loseCourt,
  magnateMarkerId,
  setArea,
  setEmpire,
} from './helpers';

/** Event cards, raiders, Magnates and scheduled events. Returns undefined for events it does not handle. */
export function evolveCardsAndIndependents(s: MedievalState, e: MedievalEvent): MedievalState | undefined {
  switch (e.type) {
    case 'DiscardAwaited':
      return { ...s, pending: { kind: 'discard', empire: e.empire, seat: e.seat } };
    case 'EventTargetAwaited':
      return { ...s, pending: { kind: 'eventTarget', empire: e.empire, seat: e.seat, card: e.card } };
    case 'EventTargetChosen':
      return { ...s, pending: null };
    case 'MagnateCourtMoved': {
      const magnates = s.magnates.slice();
      magnates[e.magnate] = { ...magnates[e.magnate], court: e.area };
      return { ...s, magnates };
    }
    case 'EventDeckShuffled':
      return { ...s, pile: e.pile, discard: [] };
    case 'EventCardDrawn': {
      if (isHolding(e.card))
        return {
          ...s,
          pile: s.pile.slice(1),
          empires: empiresWith(s, e.empire, { held: [...s.empires[e.empire].held, e.card] }),
        };
      return { ...s, pile: s.pile.slice(1), discard: [...s.discard, e.card] };
    }
    case 'EventCardReturned': {
      const pile = s.pile.slice();
      pile.splice(e.position, 0, e.card);
      return setEmpire({ ...s, pile }, e.empire, { held: s.empires[e.empire].held.filter((c) => c !== e.card) });
    }
    case 'EventCardPlayed': {
      const emp = s.empires[e.empire];
      const held = emp.held.filter((c) => c !== e.card);
      if (isLasting(e.card)) return setEmpire(s, e.empire, { held, lasting: [...emp.lasting, e.card] });
      return setEmpire({ ...s, discard: [...s.discard, e.card] }, e.empire, { held });
    }
    case 'EventCardDiscarded': {
      const emp = s.empires[e.empire];
      const pending = s.pending?.kind === 'discard' ? null : s.pending;
      return setEmpire({ ...s, pending, discard: [...s.discard, e.card] }, e.empire, {
        held: emp.held.filter((c) => c !== e.card),
        lasting: emp.lasting.filter((c) => c !== e.card),
      });
    }
    case 'HeresySpread':
      return setArea(s, e.area, { heretical: true });
    case 'NewDynasty':
      return setEmpire(s, e.empire, { leader: e.leader, heirs: s.empires[e.empire].heirs + 1 });
    case 'AttackPhaseBegan':
      return { ...s, attackPhase: { group: 0, raidsLeft: -1, magnate: 0 } };
    case 'RaiderGroupRemoved': {
      const raidersRemoved = s.raidersRemoved.slice();
      raidersRemoved[e.group] = true;
      return {
        ...s,
        raidersRemoved,
        attackPhase: s.attackPhase && { ...s.attackPhase, group: e.group + 1, raidsLeft: -1 },
      };
    }
    case 'RaiderActivityRolled':
      return { ...s, attackPhase: s.attackPhase && { ...s.attackPhase, raidsLeft: e.raids } };
    case 'RaiderGroupDone':
      return { ...s, attackPhase: s.attackPhase && { ...s.attackPhase, group: e.group + 1, raidsLeft: -1 } };
    case 'RaidDeclared':
      return {
        ...setArea(s, e.target, { attacked: true }),
        attackPhase: s.attackPhase && { ...s.attackPhase, raidsLeft: s.attackPhase.raidsLeft - 1 },
        attack: declaredAttack({
          empire: -1,
          raider: e.group,
          magnate: -1,
          kind: 'pillage',
          base: -1,
          target: e.target,
          defender: e.defender,
        }),
      };
    case 'MagnateAttackDeclared':
      return {
        ...setArea(s, e.target, { attacked: true }),
        attack: declaredAttack({
          empire: -1,
          raider: -1,
          magnate: e.magnate,
          kind: e.kind,
          base: e.base,
          target: e.target,
          defender: e.defender,
        }),
      };
    case 'MagnateDone':
      return { ...s, attackPhase: s.attackPhase && { ...s.attackPhase, magnate: e.magnate + 1 } };
    case 'AttackPhaseEnded':
      return { ...s, attackPhase: null };
    case 'IndependentAttackResolved':
      return { ...s, attack: null };
    case 'MagnateArose': {
      const magnates = s.magnates.slice();
      magnates[e.magnate] = { name: e.name, court: e.area, combat: e.combat };
      return setArea({ ...s, magnates }, e.area, { magnate: e.magnate, owner: -1, unrest: false, markers: [] });
    }
    case 'AreaTakenByMagnate': {
      const held = dropMarkersThrough(
        dropMarkersThrough(s, e.from, e.area),
        magnateMarkerId(s.areas[e.area].magnate),
        e.area,
      );
      return loseCourt(
        setArea(held, e.area, { magnate: e.magnate, owner: -1, unrest: false, markers: [] }),
        e.from,
        e.area,
      );
    }
    case 'ScheduledEventHappened':
      return s;
    case 'LeaderReligionChanged':
      return setEmpire(s, e.empire, { religion: e.religion });
    default:
      return undefined;
  }
}
