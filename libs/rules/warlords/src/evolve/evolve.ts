import type { WarlordsEvent } from '../events';
import type { WarlordsState } from '../state';
import { evolveBattle } from './battle';
import { evolveSetup } from './setup';
import { evolveTurn } from './turn';

/** Total and boring: folds one event, ignores what it does not know, never throws, never rolls. */
export function evolve(s: WarlordsState, e: WarlordsEvent): WarlordsState {
  switch (e?.type) {
    case 'GameSetUp':
    case 'InitiativeRolled':
    case 'GeneralsDealt':
    case 'EmpireChosen':
    case 'TurnPlaceChosen':
    case 'SidesDecided':
    case 'DraftBegan':
    case 'GeneralBanned':
    case 'GeneralDrafted':
    case 'DraftEnded':
    case 'GeneralsAssigned':
    case 'PlacementBegan':
    case 'CapitalPlaced':
    case 'TownPlaced':
    case 'SupplyLinePlaced':
    case 'GeneralPlaced':
    case 'CampaignBegan':
      return evolveSetup(s, e);
    case 'TurnBegan':
    case 'RegimentsRaised':
    case 'RegimentsDismissed':
    case 'RaisingEnded':
    case 'GeneralMoved':
    case 'SupplyLineLaid':
    case 'SupplyLineDestroyed':
    case 'GeneralHalted':
    case 'TownEntered':
    case 'TownOccupied':
    case 'GeneralLeftTown':
    case 'AttackDeclared':
    case 'MovementEnded':
    case 'ChiefOfStaffMoved':
    case 'TurnEnded':
    case 'GeneralRevealed':
      return evolveTurn(s, e);
    case 'EndProposed':
      return {
        ...s,
        proposal: { seat: e.seat, ranks: e.ranks, accepted: [e.seat] },
        turn: s.turn && { ...s.turn, proposed: true },
      };
    case 'EndAccepted':
      return s.proposal ? { ...s, proposal: { ...s.proposal, accepted: [...s.proposal.accepted, e.seat] } } : s;
    case 'EndRejected':
      return { ...s, proposal: null };
    case 'GameEnded':
      return {
        ...s,
        phase: 'ended',
        pending: null,
        proposal: null,
        result: { reason: e.reason, ranks: e.ranks, scores: e.scores },
      };
    case undefined:
      return s;
    default:
      return evolveBattle(s, e);
  }
}
