/**
 * Commands, imperative. Territories and seats are numbers (territory = index in the map data;
 * see `territoryIndex`). Goods cards are ids 0..57, territory cards 0..43, Empire Cards codes
 * `suit * 13 + rank - 1`.
 */
export type RiskCommand =
  // set-up
  | { readonly type: 'ClaimTerritory'; readonly territory: number }
  | { readonly type: 'PlaceSetupArmy'; readonly territory: number }
  // 3. Place Armies (and armies from a forced trade after an elimination)
  | { readonly type: 'TradeTerritoryCards'; readonly cards: readonly number[] }
  | { readonly type: 'PlaceArmies'; readonly territory: number; readonly count: number }
  | { readonly type: 'EndPlacement' }
  // 4. Move and Attack
  | { readonly type: 'Attack'; readonly from: number; readonly to: number; readonly dice: number }
  | { readonly type: 'ConvertCity' }
  | { readonly type: 'KeepCity' }
  | { readonly type: 'Occupy'; readonly armies: number }
  | { readonly type: 'AirDrop'; readonly from: number; readonly to: number }
  | { readonly type: 'Nuke'; readonly territory: number }
  | { readonly type: 'Move'; readonly from: number; readonly to: number; readonly armies: number }
  | { readonly type: 'EndTurn' }
  // 5a/5b. Build Cities, then Acquire Goods Cards
  | { readonly type: 'BuildCity'; readonly territory: number }
  | { readonly type: 'EndBuilding' }
  // 6. Trade Goods Cards
  | {
      readonly type: 'ProposeTrade';
      readonly to: number;
      readonly cards: readonly number[];
      /** The number of cards offered, stated truthfully. */
      readonly count: number;
      /** Stated total points (Table 1); at least one of `points` and `numbers` is stated. */
      readonly points?: number;
      /** Stated card numbers that are among the offered cards (a multiset). */
      readonly numbers?: readonly number[];
      readonly ask: number;
    }
  | { readonly type: 'AcceptTrade'; readonly offer: number; readonly cards: readonly number[] }
  | { readonly type: 'DeclineTrade'; readonly offer: number }
  | { readonly type: 'WithdrawTrade'; readonly offer: number }
  | { readonly type: 'FinishTrading' }
  // 7. Resolve Disasters
  | { readonly type: 'OrderRiots'; readonly cities: readonly number[] }
  // 8. Purchase Empire Cards
  | { readonly type: 'BuyEmpireCards'; readonly cards: readonly number[]; readonly goods: readonly number[] }
  | { readonly type: 'FinishPurchasing'; readonly discard: readonly number[] }
  // any time
  | { readonly type: 'Resign' };

export type CommandType = RiskCommand['type'];
export type CommandOf<T extends CommandType> = Extract<RiskCommand, { type: T }>;
