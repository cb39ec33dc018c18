import type { RiskOptions } from './options';
import type { RiskRulings } from './rulings';
import type { EndReason, TurnStep } from './state';

/**
 * Events: past-tense facts, replay-complete (dice and draws are in them; evolve never rolls).
 * A hidden card is written as -1 in a redacted copy; see `view.ts` for who sees what.
 */
export type RiskEvent =
  | {
      readonly type: 'GameSetUp';
      readonly seats: number;
      readonly options: RiskOptions;
      readonly neutral: boolean;
      readonly armies: number;
      readonly first: number;
      /** Those of the version that set the game up; absent = 1.0.0's. */
      readonly rulings?: RiskRulings;
    }
  | { readonly type: 'GoodsPilesShuffled'; readonly piles: readonly (readonly number[])[] }
  | { readonly type: 'TerritoryDeckShuffled'; readonly deck: readonly number[] }
  | { readonly type: 'TerritoriesDealt'; readonly owners: readonly number[]; readonly armies: readonly number[] }
  | {
      readonly type: 'TerritoryClaimed';
      readonly seat: number;
      readonly territory: number;
      readonly next: number;
      readonly dir: number;
    }
  | {
      readonly type: 'SetupArmyPlaced';
      readonly seat: number;
      readonly territory: number;
      readonly next: number;
      readonly dir: number;
    }
  | {
      readonly type: 'RoundOrdered';
      readonly round: number;
      readonly order: readonly number[];
      readonly rolls: readonly (readonly number[])[];
    }
  | { readonly type: 'ArmiesGranted'; readonly armies: readonly number[] }
  | { readonly type: 'StepBegan'; readonly step: TurnStep; readonly seat: number }
  | {
      readonly type: 'TerritoryCardsTraded';
      readonly seat: number;
      readonly cards: readonly number[];
      readonly armies: number;
    }
  | { readonly type: 'ArmiesPlaced'; readonly seat: number; readonly territory: number; readonly count: number }
  | { readonly type: 'ArmiesForfeited'; readonly seat: number; readonly count: number }
  | {
      readonly type: 'AttackDeclared';
      readonly seat: number;
      readonly from: number;
      readonly to: number;
      readonly dice: number;
      readonly city: boolean;
      readonly asking: boolean;
    }
  | {
      readonly type: 'AirDropped';
      readonly seat: number;
      readonly from: number;
      readonly to: number;
      readonly armies: number;
      readonly city: boolean;
      readonly asking: boolean;
    }
  | {
      readonly type: 'CityConverted';
      readonly seat: number;
      readonly territory: number;
      readonly armies: number;
      readonly chosen: boolean;
    }
  | { readonly type: 'CityKept'; readonly seat: number; readonly territory: number }
  | {
      readonly type: 'BattleRolled';
      readonly from: number;
      readonly to: number;
      readonly attack: readonly number[];
      readonly defend: readonly number[];
      readonly attackerLost: number;
      readonly defenderLost: number;
    }
  | {
      readonly type: 'TerritoryConquered';
      readonly seat: number;
      readonly territory: number;
      readonly from: number;
      readonly loser: number;
      readonly min: number;
    }
  | {
      readonly type: 'TerritoryOccupied';
      readonly seat: number;
      readonly from: number;
      readonly to: number;
      readonly armies: number;
    }
  | { readonly type: 'GoodsCardTaken'; readonly from: number; readonly to: number; readonly card: number }
  | { readonly type: 'SeatEliminated'; readonly seat: number; readonly by: number }
  | {
      readonly type: 'TerritoryCardsCaptured';
      readonly from: number;
      readonly to: number;
      readonly cards: readonly number[];
    }
  | { readonly type: 'Nuked'; readonly seat: number; readonly territory: number }
  | { readonly type: 'ArmiesLost'; readonly territory: number; readonly armies: number; readonly city: number }
  | {
      readonly type: 'ArmiesMoved';
      readonly seat: number;
      readonly from: number;
      readonly to: number;
      readonly armies: number;
    }
  | { readonly type: 'TerritoryDeckReshuffled'; readonly deck: readonly number[] }
  | { readonly type: 'TerritoryCardEarned'; readonly seat: number; readonly card: number }
  | { readonly type: 'CityBuilt'; readonly seat: number; readonly territory: number; readonly armies: number }
  | {
      readonly type: 'GoodsDrawn';
      readonly seat: number;
      readonly piles: readonly number[];
      readonly cards: readonly number[];
    }
  | { readonly type: 'TradingOpened'; readonly traders: readonly number[] }
  | {
      readonly type: 'TradeProposed';
      readonly offer: number;
      readonly from: number;
      readonly to: number;
      readonly cards: readonly number[];
      readonly count: number;
      readonly points: number | null;
      readonly numbers: readonly number[] | null;
      readonly ask: number;
    }
  | {
      readonly type: 'TradeCompleted';
      readonly offer: number;
      readonly from: number;
      readonly to: number;
      readonly given: readonly number[];
      readonly received: readonly number[];
    }
  | { readonly type: 'TradeDeclined'; readonly offer: number }
  | { readonly type: 'TradeWithdrawn'; readonly offer: number }
  | { readonly type: 'TradingFinished'; readonly seat: number }
  | { readonly type: 'TradingClosed' }
  | { readonly type: 'DisasterStruck'; readonly seat: number; readonly kind: number; readonly king: boolean }
  | { readonly type: 'DisasterSkipped'; readonly seat: number; readonly kind: number; readonly king: boolean }
  | {
      readonly type: 'DisasterRolled';
      readonly seat: number;
      readonly territory: number;
      readonly dice: readonly number[];
      readonly hit: boolean;
    }
  | {
      readonly type: 'CityRioted';
      readonly seat: number;
      readonly territory: number;
      readonly armies: number;
      readonly city: number;
    }
  | { readonly type: 'GoodsLost'; readonly seat: number; readonly cards: readonly number[] }
  | {
      readonly type: 'EmpireCardsBought';
      readonly seat: number;
      readonly cards: readonly number[];
      readonly goods: readonly number[];
    }
  | { readonly type: 'GoodsDiscarded'; readonly seat: number; readonly cards: readonly number[] }
  | { readonly type: 'SeatResigned'; readonly seat: number }
  | {
      readonly type: 'GameEnded';
      readonly reason: EndReason;
      readonly ranks: readonly number[];
      readonly scores: readonly number[];
    };

export type EventType = RiskEvent['type'];
export type EventOf<T extends EventType> = Extract<RiskEvent, { type: T }>;
