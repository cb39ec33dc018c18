import { decider, shapelessCommand, violation, type RuleViolation } from '@empires/rules-kernel';
import { C } from './codes';
import type { RiskCommand } from './commands';
import type { Ctx } from './ctx';
import type { RiskEvent } from './events';
import { checkEnd } from './flow/end';
import { closeTrading } from './flow/steps';
import { airDrop, nuke } from './rules/air';
import { attack } from './rules/attack';
import { buildCity, endBuilding } from './rules/cities';
import { chooseCity } from './rules/city-choice';
import { endTurn, move, occupy } from './rules/move';
import { endPlacement, placeArmies, tradeCards } from './rules/placement';
import { buyEmpireCards, finishPurchasing } from './rules/purchase';
import { resign } from './rules/resign';
import { orderRiots } from './rules/riots';
import { claimTerritory, placeSetupArmy } from './rules/setup-commands';
import { acceptTrade, declineTrade, finishTrading, proposeTrade, withdrawTrade } from './rules/trade';
import { ACTIVE, type RiskState } from './state';

/** One function per command; each checks everything before it emits anything. */
function route(ctx: Ctx, c: RiskCommand, seat: number): RuleViolation | void {
  switch (c.type) {
    case 'ClaimTerritory':
      return claimTerritory(ctx, c.territory, seat);
    case 'PlaceSetupArmy':
      return placeSetupArmy(ctx, c.territory, seat);
    case 'TradeTerritoryCards':
      return tradeCards(ctx, c.cards, seat);
    case 'PlaceArmies':
      return placeArmies(ctx, c.territory, c.count, seat);
    case 'EndPlacement':
      return endPlacement(ctx, seat);
    case 'Attack':
      return attack(ctx, c.from, c.to, c.dice, seat);
    case 'ConvertCity':
      return chooseCity(ctx, true, seat);
    case 'KeepCity':
      return chooseCity(ctx, false, seat);
    case 'Occupy':
      return occupy(ctx, c.armies, seat);
    case 'AirDrop':
      return airDrop(ctx, c.from, c.to, seat);
    case 'Nuke':
      return nuke(ctx, c.territory, seat);
    case 'Move':
      return move(ctx, c.from, c.to, c.armies, seat);
    case 'EndTurn':
      return endTurn(ctx, seat);
    case 'BuildCity':
      return buildCity(ctx, c.territory, seat);
    case 'EndBuilding':
      return endBuilding(ctx, seat);
    case 'ProposeTrade':
      return proposeTrade(ctx, c, seat);
    case 'AcceptTrade':
      return acceptTrade(ctx, c.offer, c.cards, seat);
    case 'DeclineTrade':
      return declineTrade(ctx, c.offer, seat);
    case 'WithdrawTrade':
      return withdrawTrade(ctx, c.offer, seat);
    case 'FinishTrading':
      return finishTrading(ctx, seat);
    case 'OrderRiots':
      return orderRiots(ctx, c.cities, seat);
    case 'BuyEmpireCards':
      return buyEmpireCards(ctx, c.cards, c.goods, seat);
    case 'FinishPurchasing':
      return finishPurchasing(ctx, c.discard, seat);
    case 'Resign':
      return resign(ctx, seat);
    default: {
      const unknown: never = c;
      return violation(C.unknownCommand, `risk-empires has no command ${(unknown as { type: string }).type}`);
    }
  }
}

/** After a command: the game may have ended, or the Trade step may be over. */
function settle(ctx: Ctx): void {
  if (checkEnd(ctx)) return;
  const t = ctx.state.trade;
  if (ctx.state.phase === 'trade' && t && t.finished.every(Boolean)) closeTrading(ctx);
}

/** Refused before any rule reads the command. */
function refuse(state: RiskState, command: RiskCommand, actor: number): RuleViolation | undefined {
  if (state.phase === 'ended') return violation(C.gameFinished, 'the game is over');
  if (state.phase === 'none') return violation(C.wrongPhase, 'the game has not been set up');
  if (!Number.isInteger(actor) || actor < 0 || actor >= state.seats) return violation(C.notASeat, `no seat ${actor}`);
  if (state.status[actor] !== ACTIVE) return violation(C.seatOut, `seat ${actor} is out of the game`);
  return shapelessCommand(command);
}

export const decide = decider<RiskState, RiskCommand, RiskEvent>({ refuse, route, settle });
