import type { WarlordsOptions } from './options';
import type { WarlordsRulings } from './rulings';

/**
 * Regiments that disappear at once because the event put a general over his limit (a con now
 * in force: Leonidas revealed, or left by the chief of staff).
 */
export type Disbanded = readonly { readonly piece: number; readonly count: number }[];

/**
 * Every fact of a game, in the past tense. Replay-complete: `evolve` needs nothing else (no
 * dice, no tables of who is revealed). Cards are named by general id; only the events marked
 * hidden name a card that is not revealed, and `visibility`/`redact` keep them to their seat.
 */
export type WarlordsEvent =
  // set-up
  /** `rulings`: those of the version that set the game up; absent = 1.0.0's. */
  | {
      readonly type: 'GameSetUp';
      readonly seats: number;
      readonly options: WarlordsOptions;
      readonly rulings?: WarlordsRulings;
    }
  | {
      readonly type: 'InitiativeRolled';
      readonly rolls: readonly (readonly number[])[];
      readonly pickOrder: readonly number[];
    }
  /** Hidden: only `seat` sees the cards. */
  | { readonly type: 'GeneralsDealt'; readonly seat: number; readonly cards: readonly string[] }
  | { readonly type: 'EmpireChosen'; readonly seat: number; readonly empire: number }
  | { readonly type: 'TurnPlaceChosen'; readonly seat: number; readonly place: number }
  | { readonly type: 'SidesDecided'; readonly order: readonly number[] }
  | { readonly type: 'DraftBegan'; readonly pool: readonly string[] }
  /** `step`: the index in `draftSteps` of the turn taken. */
  | { readonly type: 'GeneralBanned'; readonly seat: number; readonly general: string; readonly step: number }
  /** `by` chose the general: `seat` itself, or another seat on a force turn. */
  | {
      readonly type: 'GeneralDrafted';
      readonly seat: number;
      readonly by: number;
      readonly general: string;
      readonly step: number;
    }
  | { readonly type: 'DraftEnded' }
  /** Hidden: cards[i] is the card face down in box i+1 of `seat`. */
  | { readonly type: 'GeneralsAssigned'; readonly seat: number; readonly cards: readonly string[] }
  | { readonly type: 'PlacementBegan' }
  | { readonly type: 'CapitalPlaced'; readonly seat: number; readonly empire: number; readonly space: number }
  /** seat -1: a town of Carrion, unoccupied. */
  | { readonly type: 'TownPlaced'; readonly seat: number; readonly empire: number; readonly space: number }
  | { readonly type: 'SupplyLinePlaced'; readonly seat: number; readonly space: number }
  | { readonly type: 'GeneralPlaced'; readonly seat: number; readonly piece: number; readonly space: number }
  | { readonly type: 'CampaignBegan'; readonly order: readonly number[] }
  // the turn
  | { readonly type: 'TurnBegan'; readonly seat: number; readonly round: number }
  | {
      readonly type: 'RegimentsRaised';
      readonly seat: number;
      readonly from: number;
      readonly piece: number;
      readonly count: number;
    }
  | { readonly type: 'RegimentsDismissed'; readonly seat: number; readonly piece: number; readonly count: number }
  | { readonly type: 'RaisingEnded'; readonly seat: number; readonly startRegiments: readonly number[] }
  | { readonly type: 'GeneralMoved'; readonly piece: number; readonly from: number; readonly to: number }
  | {
      readonly type: 'SupplyLineLaid';
      readonly seat: number;
      readonly piece: number;
      readonly space: number;
      readonly cost: number;
    }
  | { readonly type: 'SupplyLineDestroyed'; readonly seat: number; readonly owner: number; readonly space: number }
  | { readonly type: 'GeneralHalted'; readonly piece: number }
  | { readonly type: 'TownEntered'; readonly seat: number; readonly piece: number; readonly space: number }
  | { readonly type: 'TownOccupied'; readonly seat: number; readonly piece: number; readonly space: number }
  | { readonly type: 'GeneralLeftTown'; readonly piece: number; readonly to: number }
  | {
      readonly type: 'AttackDeclared';
      readonly piece: number;
      readonly target: number;
      readonly from: number;
      readonly main: boolean;
    }
  | { readonly type: 'AbandonedGeneralSlaughtered'; readonly piece: number; readonly by: number }
  | { readonly type: 'MovementEnded'; readonly seat: number }
  // battles
  | {
      readonly type: 'BattleBegan';
      readonly target: number;
      readonly attackers: readonly number[];
      readonly defender: number;
    }
  | { readonly type: 'BattleVoided'; readonly target: number }
  | {
      readonly type: 'DefendersCommitted';
      readonly target: number;
      readonly main: number;
      readonly assists: readonly number[];
    }
  | {
      readonly type: 'GeneralRevealed';
      readonly piece: number;
      readonly general: string;
      readonly disbanded: Disbanded;
    }
  | {
      readonly type: 'BattleFought';
      readonly target: number;
      readonly attackRoll: number;
      readonly defendRoll: number;
      readonly attackBonus: number;
      readonly defendBonus: number;
      readonly attackerWon: boolean;
      readonly kills: number;
    }
  | { readonly type: 'ChiefOfStaffKilled'; readonly seat: number; readonly disbanded: Disbanded }
  | { readonly type: 'RegimentsKilled'; readonly piece: number; readonly count: number }
  /** His last `count` regiments killed in battle: he is dead. */
  | { readonly type: 'GeneralKilled'; readonly piece: number; readonly count: number }
  | { readonly type: 'GarrisonKilled'; readonly space: number }
  | { readonly type: 'CasualtiesTaken'; readonly target: number }
  | {
      readonly type: 'RetreatAwaited';
      readonly seat: number;
      readonly piece: number;
      readonly options: readonly number[];
    }
  | { readonly type: 'GeneralRetreated'; readonly piece: number; readonly to: number }
  | { readonly type: 'GeneralSlaughtered'; readonly piece: number }
  | { readonly type: 'GeneralAdvanced'; readonly piece: number; readonly to: number }
  | { readonly type: 'GeneralReturned'; readonly piece: number; readonly to: number }
  | { readonly type: 'BattleEnded'; readonly target: number }
  | { readonly type: 'BattlesEnded'; readonly seat: number }
  // empires
  /** Its capital fell to `by`, who may now recruit one of `candidates` (its surviving generals). */
  | {
      readonly type: 'EmpireCrumbled';
      readonly seat: number;
      readonly by: number;
      readonly candidates: readonly number[];
      readonly disbanded: Disbanded;
    }
  /** Its surviving generals line up in its back row: lineUp[i] is where piece i of the list goes. */
  | {
      readonly type: 'EmpireSurrendered';
      readonly seat: number;
      readonly pieces: readonly number[];
      readonly lineUp: readonly number[];
      readonly disbanded: Disbanded;
    }
  | { readonly type: 'RecruitAwaited'; readonly seat: number; readonly candidates: readonly number[] }
  | { readonly type: 'GeneralRecruited'; readonly piece: number; readonly by: number; readonly disbanded: Disbanded }
  /** Hidden: the recruiting seat now sees the card. */
  | { readonly type: 'GeneralIdentityLearned'; readonly seat: number; readonly piece: number; readonly general: string }
  | { readonly type: 'RecruitDeclined'; readonly seat: number }
  | { readonly type: 'GeneralsDispersed'; readonly pieces: readonly number[] }
  // chief of staff, turn, end
  | { readonly type: 'ChiefOfStaffMoved'; readonly seat: number; readonly to: number; readonly disbanded: Disbanded }
  | { readonly type: 'TurnEnded'; readonly seat: number }
  | { readonly type: 'EndProposed'; readonly seat: number; readonly ranks: readonly number[] }
  | { readonly type: 'EndAccepted'; readonly seat: number }
  | { readonly type: 'EndRejected'; readonly seat: number }
  | {
      readonly type: 'GameEnded';
      readonly reason: string;
      readonly ranks: readonly number[];
      readonly scores: readonly number[];
    };

export type EventType = WarlordsEvent['type'];
