import type { MedievalOptions } from './options';
import type { MedievalRulings } from './rulings';
import type { EndeavourKind, Leader } from './state';

/** Every event is a past-tense, replay-complete fact; dice results are in the events that used them. */
export type MedievalEvent =
  /** `rulings`: those of the version that set the game up; absent = 1.0.0's. */
  | {
      readonly type: 'GameSetUp';
      readonly options: MedievalOptions;
      readonly seats: number;
      readonly inPlay: readonly number[];
      readonly lastRound: number;
      readonly rulings?: MedievalRulings;
    }
  /** From 1.1.0: a die among tied candidates (M0): `roll` (1..n) picked `among[roll - 1]`. */
  | { readonly type: 'TieBrokenByDie'; readonly among: readonly number[]; readonly roll: number }
  /**
   * From 1.1.0: dice no other event carries, with the rule that rolled them and what for (an area,
   * a seat or an empire; -1 where none): Famine (a d6 per area), S001 33.45 (2d6 per seat), M18.4.4
   * (a d6 for a Magnate), and the stature checks on 3-3-3 of M24.1 and S001 33.64 (mortality, then
   * C, A, D, as `StatureChecked` lists them, flattened).
   */
  | {
      readonly type: 'DiceRolled';
      readonly rule: string;
      readonly area: number;
      readonly seat: number;
      readonly empire: number;
      readonly dice: readonly number[];
    }
  | { readonly type: 'RoundBegan'; readonly round: number }
  /** Hidden: `hands` is redacted to counts for every viewer (M28.3). */
  | { readonly type: 'YearCardsDealt'; readonly hands: readonly (readonly number[])[] }
  | { readonly type: 'InitiativeRanked'; readonly ranking: readonly number[]; readonly tieDice: readonly number[] }
  | { readonly type: 'InitiativeSlotAwaited'; readonly empire: number; readonly seat: number }
  | { readonly type: 'InitiativeSlotTaken'; readonly empire: number; readonly slot: number }
  | { readonly type: 'InitiativeDetermined'; readonly order: readonly number[] }
  | { readonly type: 'TurnBegan'; readonly empire: number }
  | { readonly type: 'TurnEnded'; readonly empire: number }
  | {
      readonly type: 'EndeavourDeclared';
      readonly empire: number;
      readonly kind: EndeavourKind;
      readonly base: number;
      readonly target: number;
      readonly gold: number;
      readonly cost: number;
      readonly seas: number;
      readonly defender: number;
      readonly cancel?: boolean;
      readonly boost?: boolean;
    }
  | { readonly type: 'CounterGoldAwaited'; readonly empire: number; readonly seat: number }
  | { readonly type: 'DiscardAwaited'; readonly empire: number; readonly seat: number }
  | { readonly type: 'CourtChoiceAwaited'; readonly empire: number; readonly seat: number }
  | { readonly type: 'CourtChosen'; readonly empire: number; readonly area: number }
  | { readonly type: 'EventTargetAwaited'; readonly empire: number; readonly seat: number; readonly card: number }
  | { readonly type: 'EventTargetChosen'; readonly empire: number; readonly card: number; readonly area: number }
  | { readonly type: 'CounterGoldPaid'; readonly empire: number; readonly gold: number }
  | { readonly type: 'ConquestMarkerRemoved'; readonly area: number; readonly marker: number }
  | { readonly type: 'DefenseAwaited'; readonly empire: number; readonly seat: number }
  | { readonly type: 'DefenseDeclared'; readonly empire: number; readonly gold: number; readonly mercenaries?: boolean }
  | { readonly type: 'DefenseDeclined'; readonly empire: number }
  | {
      readonly type: 'EndeavourResolved';
      readonly empire: number;
      readonly kind: EndeavourKind;
      readonly target: number;
      readonly card: number;
      readonly er: number;
      readonly band: string;
      readonly result: string;
    }
  | {
      readonly type: 'DefenseResolved';
      readonly empire: number;
      readonly card: number;
      readonly rating: number;
      readonly band: string;
      readonly result: string;
    }
  | { readonly type: 'GoldChanged'; readonly empire: number; readonly delta: number; readonly reason: string }
  | { readonly type: 'SocialStateChanged'; readonly area: number; readonly ss: number }
  | { readonly type: 'FortChanged'; readonly area: number; readonly fort: number }
  | { readonly type: 'UnrestChanged'; readonly area: number; readonly unrest: boolean }
  | { readonly type: 'HeresyRemoved'; readonly area: number }
  | { readonly type: 'ReligionChanged'; readonly area: number; readonly religion: number }
  | { readonly type: 'UnusedCardsTurnedUp'; readonly empire: number; readonly cards: readonly number[] }
  | { readonly type: 'ConquestMarkerPlaced'; readonly area: number; readonly attacker: number; readonly base: number }
  | {
      readonly type: 'AreaConquered';
      readonly area: number;
      readonly empire: number;
      readonly from: number;
      readonly by: 'force' | 'diplomacy';
    }
  | { readonly type: 'TieFormed'; readonly empire: number; readonly area: number }
  | { readonly type: 'TieRemoved'; readonly empire: number; readonly area: number }
  | { readonly type: 'ClaimGained'; readonly empire: number; readonly area: number; readonly rule: string }
  | { readonly type: 'AllianceTiesSet'; readonly empire: number; readonly holder: number; readonly count: number }
  | { readonly type: 'AllianceFormed'; readonly empire: number; readonly seat: number; readonly vp: number }
  | {
      readonly type: 'AllianceEnded';
      readonly empire: number;
      readonly seat: number;
      readonly vpChange: number;
      readonly reason: string;
    }
  | {
      readonly type: 'AllianceRolled';
      readonly empire: number;
      readonly rolls: readonly { readonly seat: number; readonly dice: readonly number[]; readonly total: number }[];
      readonly winner: number;
    }
  | { readonly type: 'TaxationBegan'; readonly empire: number }
  | { readonly type: 'TaxationPostponed'; readonly empire: number }
  | { readonly type: 'TaxLevied'; readonly empire: number; readonly area: number; readonly gold: number }
  | { readonly type: 'AreaPlundered'; readonly empire: number; readonly area: number; readonly gold: number }
  | { readonly type: 'TaxationEnded'; readonly empire: number }
  | {
      readonly type: 'RebellionChecked';
      readonly area: number;
      readonly rv: number;
      readonly dice: readonly number[];
      readonly failed: boolean;
    }
  | { readonly type: 'AreaRebelled'; readonly area: number; readonly from: number }
  | { readonly type: 'CourtMoved'; readonly empire: number; readonly area: number }
  | { readonly type: 'MagnateCourtMoved'; readonly magnate: number; readonly area: number }
  | {
      readonly type: 'StatureChecked';
      readonly empire: number;
      readonly mortality: readonly number[];
      readonly rolls: readonly (readonly number[])[];
      readonly leader: Leader;
      readonly died: boolean;
    }
  /** Hidden: the order of the draw pile is redacted (M28.3). */
  | { readonly type: 'EventDeckShuffled'; readonly pile: readonly number[] }
  | { readonly type: 'EventCardDrawn'; readonly empire: number; readonly card: number; readonly name: string }
  | { readonly type: 'EventCardReturned'; readonly empire: number; readonly card: number; readonly position: number }
  | {
      readonly type: 'EventCardPlayed';
      readonly empire: number;
      readonly card: number;
      readonly name: string;
      readonly area: number;
      readonly other: number;
    }
  | { readonly type: 'EventCardDiscarded'; readonly empire: number; readonly card: number }
  | { readonly type: 'HeresySpread'; readonly area: number }
  | {
      readonly type: 'NewDynasty';
      readonly empire: number;
      readonly rolls: readonly (readonly number[])[];
      readonly leader: Leader;
    }
  | { readonly type: 'AttackPhaseBegan' }
  | { readonly type: 'RaiderGroupRemoved'; readonly group: number }
  | { readonly type: 'RaiderActivityRolled'; readonly group: number; readonly roll: number; readonly raids: number }
  | { readonly type: 'RaiderGroupDone'; readonly group: number }
  | { readonly type: 'RaidDeclared'; readonly group: number; readonly target: number; readonly defender: number }
  | {
      readonly type: 'MagnateAttackDeclared';
      readonly magnate: number;
      readonly kind: 'conquest' | 'pillage';
      readonly base: number;
      readonly target: number;
      readonly defender: number;
    }
  | { readonly type: 'MagnateDone'; readonly magnate: number }
  | { readonly type: 'AttackPhaseEnded' }
  /** A d56: a Year Card drawn from a fresh deck for a raider or a Magnate (M0). */
  | {
      readonly type: 'IndependentAttackResolved';
      readonly target: number;
      readonly card: number;
      readonly er: number;
      readonly band: string;
      readonly result: string;
    }
  | {
      readonly type: 'MagnateArose';
      readonly magnate: number;
      readonly area: number;
      readonly name: string;
      readonly combat: number;
    }
  | { readonly type: 'AreaTakenByMagnate'; readonly area: number; readonly magnate: number; readonly from: number }
  | { readonly type: 'ScheduledEventHappened'; readonly id: string; readonly round: number }
  | { readonly type: 'LeaderReligionChanged'; readonly empire: number; readonly religion: number }
  | { readonly type: 'TieWaiverSet'; readonly empire: number; readonly area: number; readonly waive: boolean }
  | { readonly type: 'ClaimGiven'; readonly from: number; readonly to: number; readonly area: number }
  | { readonly type: 'RivalPenaltySet'; readonly seat: number; readonly empire: number; readonly on: boolean }
  | { readonly type: 'EmpireRemoved'; readonly empire: number }
  | {
      readonly type: 'EmpireReborn';
      readonly empire: number;
      readonly area: number;
      readonly leader: Leader;
      readonly gold: number;
    }
  | {
      readonly type: 'ClaimParleyCalled';
      readonly caller: number;
      readonly area: number;
      readonly voterSeat: readonly number[];
      readonly ballots: readonly (number | null)[];
    }
  | {
      readonly type: 'ContestAwaited';
      readonly empire: number;
      readonly seat: number;
      readonly area: number;
      readonly conqueror: number;
      readonly claimGiven: boolean;
    }
  | { readonly type: 'ConquestAccepted'; readonly empire: number; readonly area: number }
  | {
      readonly type: 'ContestParleyCalled';
      readonly victim: number;
      readonly conqueror: number;
      readonly area: number;
      readonly claimGiven: boolean;
      readonly voterSeat: readonly number[];
      readonly ballots: readonly (number | null)[];
    }
  | {
      readonly type: 'ConquestAnnulled';
      readonly area: number;
      readonly to: number;
      readonly from: number;
      readonly claimRemoved: boolean;
    }
  | {
      readonly type: 'IndependentVotesRolled';
      readonly empire: number;
      readonly rolls: readonly { readonly seat: number; readonly dice: readonly number[]; readonly total: number }[];
      readonly seat: number;
    }
  /** Sealed until the parley is decided: others see the ballot without its vote. */
  | { readonly type: 'BallotCast'; readonly seat: number; readonly empire: number; readonly vote: number | null }
  | {
      readonly type: 'ParleyDecided';
      readonly area: number;
      readonly caller: number;
      readonly ballots: readonly number[];
      readonly yes: number;
      readonly no: number;
      readonly passed: boolean;
    }
  | {
      readonly type: 'AsylumAsked';
      readonly empire: number;
      readonly offers: readonly (boolean | null)[];
      readonly ties: readonly number[];
    }
  /** Sealed until every seat has declared: others see that the seat declared, not what. */
  | { readonly type: 'AsylumDeclared'; readonly seat: number; readonly offer: boolean | null }
  | {
      readonly type: 'AsylumDecided';
      readonly empire: number;
      readonly offers: readonly boolean[];
      readonly rolls: readonly { readonly seat: number; readonly dice: readonly number[]; readonly total: number }[];
      readonly host: number;
    }
  | { readonly type: 'CourtlessAllyAwaited'; readonly empire: number; readonly seat: number }
  | { readonly type: 'CourtlessAllyResolved'; readonly empire: number; readonly choice: 'asylum' | 'terminate' }
  | { readonly type: 'AllianceRollQueued'; readonly empire: number; readonly kind: 'roll' | 'heirless' }
  | { readonly type: 'BidsAsked'; readonly empire: number; readonly bids: readonly (number | null)[] }
  /** Sealed until every eligible seat has declared (S001 33.46). */
  | { readonly type: 'BidDeclared'; readonly seat: number; readonly gold: number | null }
  | { readonly type: 'BidsRevealed'; readonly empire: number; readonly bids: readonly number[] }
  | { readonly type: 'AllianceTaskDone'; readonly empire: number }
  | { readonly type: 'RoundEnding'; readonly round: number }
  | {
      readonly type: 'ClaimsSwapped';
      readonly a: number;
      readonly b: number;
      readonly areaOfA: number;
      readonly areaOfB: number;
    }
  | {
      readonly type: 'AreasSwapped';
      readonly a: number;
      readonly b: number;
      readonly areaOfA: number;
      readonly areaOfB: number;
    }
  | { readonly type: 'RoundEnded'; readonly round: number }
  | { readonly type: 'SeatResigned'; readonly seat: number }
  | { readonly type: 'GameEnded'; readonly scores: readonly number[]; readonly reason: string };

export type EventOf<T extends MedievalEvent['type']> = Extract<MedievalEvent, { type: T }>;
