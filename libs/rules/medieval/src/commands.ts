import type { EndeavourKind } from './state';

/** Commands are imperative; each concerns the empire whose turn it is, or the seat's pending decision. */
export type MedievalCommand =
  /** `fundedBy`: another empire of the same seat pays the whole cost and ER gold (S001 33.32). */
  | {
      readonly type: 'Endeavour';
      readonly kind: EndeavourKind;
      readonly base: number;
      readonly target: number;
      readonly gold: number;
      readonly fundedBy?: number;
      /** M10.6: a Conquest from a partly conquered area against the base a marker came through, to remove it. */
      readonly cancel?: boolean;
      /** M20.1.3: play Able Minister (domestic) or Mercenaries (Conquest, Pillage) with it. */
      readonly boost?: boolean;
    }
  | { readonly type: 'CounterGold'; readonly gold: number }
  | { readonly type: 'DiscardEventCard'; readonly card: number }
  | { readonly type: 'ChooseCourt'; readonly area: number }
  | { readonly type: 'ChooseEventTarget'; readonly area: number }
  | { readonly type: 'ChooseInitiativeSlot'; readonly slot: number }
  | { readonly type: 'Defend'; readonly gold: number; readonly fundedBy?: number; readonly mercenaries?: boolean }
  | { readonly type: 'DeclineDefense' }
  | { readonly type: 'BeginTaxation' }
  | { readonly type: 'Levy'; readonly area: number; readonly gold: number }
  | { readonly type: 'Plunder'; readonly area: number }
  | { readonly type: 'EndTaxation' }
  | { readonly type: 'PlayHoldingCard'; readonly card: number; readonly area: number; readonly other: number }
  | { readonly type: 'CallClaimParley'; readonly area: number }
  | { readonly type: 'CastBallot'; readonly empire: number; readonly vote: number }
  | { readonly type: 'ContestConquest' }
  | { readonly type: 'AcceptConquest' }
  | { readonly type: 'OfferAsylum'; readonly offer: boolean }
  | { readonly type: 'ResolveCourtlessAlly'; readonly choice: 'asylum' | 'terminate' }
  | { readonly type: 'DeclareBid'; readonly gold: number }
  | { readonly type: 'SwapClaims'; readonly with: number; readonly give: number; readonly take: number }
  | { readonly type: 'SwapAreas'; readonly with: number; readonly give: number; readonly take: number }
  | { readonly type: 'EndTurn' }
  | { readonly type: 'TerminateAlliance'; readonly empire: number }
  | { readonly type: 'SetTieWaiver'; readonly area: number; readonly waive: boolean }
  | { readonly type: 'RemoveTie'; readonly area: number }
  | { readonly type: 'GiveClaim'; readonly area: number; readonly to: number }
  | { readonly type: 'SetRivalPenalty'; readonly empire: number; readonly on: boolean }
  | { readonly type: 'Resign' };

export const ENDEAVOUR_KINDS: readonly EndeavourKind[] = [
  'conquest',
  'pillage',
  'diplomacy',
  'fortification',
  'ruling',
  'conversion',
];
