import type { RiskEvent } from './events';
import { addTo, setTerritory } from './evolve/board';
import { returnGoods } from './evolve/cards';
import * as combat from './evolve/combat';
import { draft, type Draft } from './evolve/draft';
import * as economy from './evolve/economy';
import { roundOrdered, stepBegan } from './evolve/flow';
import { seatEliminated, seatResigned } from './evolve/seats';
import { gameSetUp, setupArmyPlaced, territoriesDealt, territoryClaimed } from './evolve/setup';
import * as trade from './evolve/trade';
import type { RiskState } from './state';

/** Total and boring: every fact is applied as written; unknown events change nothing. */
export function evolve(s: RiskState, e: RiskEvent): RiskState {
  if (e.type === 'DisasterRolled') return s;
  const d = draft(s);
  apply(d, e);
  return d;
}

function apply(d: Draft, e: RiskEvent): void {
  switch (e.type) {
    case 'GameSetUp':
      return gameSetUp(d, e);
    case 'GoodsPilesShuffled':
      d.piles = e.piles;
      return;
    case 'TerritoryDeckShuffled':
      d.deck = e.deck;
      return;
    case 'TerritoriesDealt':
      return territoriesDealt(d, e);
    case 'TerritoryClaimed':
      return territoryClaimed(d, e);
    case 'SetupArmyPlaced':
      return setupArmyPlaced(d, e);
    case 'RoundOrdered':
      return roundOrdered(d, e);
    case 'ArmiesGranted':
      d.toPlace = e.armies;
      return;
    case 'StepBegan':
      return stepBegan(d, e);
    case 'TerritoryCardsTraded':
      return economy.territoryCardsTraded(d, e);
    case 'ArmiesPlaced':
      setTerritory(d, e.territory, e.seat, d.armies[e.territory] + e.count, d.city[e.territory]);
      return addTo(d, 'toPlace', e.seat, -e.count);
    case 'ArmiesForfeited':
      return addTo(d, 'toPlace', e.seat, -e.count);
    case 'AttackDeclared':
      return combat.attackDeclared(d, e);
    case 'AirDropped':
      return combat.airDropped(d, e);
    case 'CityConverted':
      return combat.cityConverted(d, e);
    case 'CityKept':
      return combat.cityKept(d, e);
    case 'BattleRolled':
      return combat.battleRolled(d, e);
    case 'TerritoryConquered':
      return combat.territoryConquered(d, e);
    case 'TerritoryOccupied':
      return combat.territoryOccupied(d, e);
    case 'GoodsCardTaken':
      return economy.goodsCardTaken(d, e);
    case 'SeatEliminated':
      return seatEliminated(d, e);
    case 'TerritoryCardsCaptured':
      return economy.territoryCardsCaptured(d, e);
    case 'Nuked':
      return combat.nuked(d, e);
    case 'ArmiesLost':
      return combat.armiesLost(d, e);
    case 'ArmiesMoved':
      return combat.armiesMoved(d, e);
    case 'TerritoryDeckReshuffled':
      d.deck = e.deck;
      d.discard = [];
      return;
    case 'TerritoryCardEarned':
      return economy.territoryCardEarned(d, e);
    case 'CityBuilt':
      return economy.cityBuilt(d, e);
    case 'GoodsDrawn':
      return economy.goodsDrawn(d, e);
    case 'TradingOpened':
      return trade.tradingOpened(d, e);
    case 'TradeProposed':
      return trade.tradeProposed(d, e);
    case 'TradeCompleted':
      return trade.tradeCompleted(d, e);
    case 'TradeDeclined':
    case 'TradeWithdrawn':
      return trade.offerClosed(d, e);
    case 'TradingFinished':
      return trade.tradingFinished(d, e);
    case 'TradingClosed':
      d.trade = null;
      return;
    case 'DisasterStruck':
    case 'DisasterSkipped':
      return economy.disasterTurned(d, e);
    case 'CityRioted':
      return economy.cityRioted(d, e);
    case 'GoodsLost':
    case 'GoodsDiscarded':
      return returnGoods(d, e.seat, e.cards);
    case 'EmpireCardsBought':
      return economy.empireCardsBought(d, e);
    case 'SeatResigned':
      return seatResigned(d, e);
    case 'GameEnded': {
      // Air Drop armies still in the air when the game ends land nowhere: back to their stock.
      const battle = d.attack?.battle;
      if (battle?.from === -1 && d.seat >= 0) addTo(d, 'onBoard', d.seat, -battle.drop);
      d.phase = 'ended';
      d.seat = -1;
      d.attack = null;
      d.trade = null;
      d.ended = { reason: e.reason, ranks: e.ranks, scores: e.scores };
      return;
    }
    default:
      return;
  }
}
