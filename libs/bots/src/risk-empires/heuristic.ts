import type { GameCommand, LegalAction } from '@empires/rules-kernel';
import type { RiskCommand, RiskState } from '@empires/rules-risk-empires';
import { checkedCommand, leastCommand } from '../checked-plan';
import type { Decision, Policy } from '../policy';
import { attackStep, occupyCount } from './attack';
import { cityPlace, discard, purchase, riotOrder } from './economy';
import { claimTarget, placement } from './placement';
import { STYLE, type Style } from './style';
import { tradeStep } from './trade';

export type Action = LegalAction<RiskCommand>;

/**
 * A rule-based player of risk-empires: it takes the continent it can best afford, attacks where the
 * odds and the prize justify it, builds its five cities, buys Empire Cards for rank, power and
 * credit, and trades only what cannot hurt it. Whatever it plans is checked against the rules;
 * anything refused falls back to a plain legal action, so it never stops a game.
 */
function heuristicCommand(d: Decision): GameCommand | undefined {
  const s = d.state as RiskState;
  return checkedCommand<Action>(d.ruleset, s, d.seat, (legal) => plan(s, d.seat, () => legal), fallback);
}

export const heuristicPolicy: Policy = { spec: 'heuristic', choose: heuristicCommand };

/**
 * The command the rules of thumb give, unchecked; `legal` lists the seat's actions when one is needed.
 * `style` sets their thresholds: search tries the heuristic's move under other tempers.
 */
export function plan(
  s: RiskState,
  seat: number,
  legal: () => readonly Action[],
  style: Style = STYLE,
): RiskCommand | null {
  switch (s.phase) {
    case 'claim': {
      const territory = claimTarget(s, seat);
      return territory < 0 ? null : { type: 'ClaimTerritory', territory };
    }
    case 'setupPlace': {
      const where = placement(s, seat, 1);
      return where ? { type: 'PlaceSetupArmy', territory: where.territory } : null;
    }
    case 'place':
      return place(s, seat, legal, style);
    case 'attack':
      return attackPhase(s, seat, legal, style);
    case 'build': {
      const territory = cityPlace(s, seat, style);
      return territory < 0 ? { type: 'EndBuilding' } : { type: 'BuildCity', territory };
    }
    case 'trade':
      return tradeStep(s, seat);
    case 'disasters':
      return { type: 'OrderRiots', cities: riotOrder(s, seat) };
    case 'purchase': {
      const options = legal().flatMap((a) => (a.type === 'BuyEmpireCards' ? [a] : []));
      return purchase(s, seat, options, style) ?? { type: 'FinishPurchasing', discard: discard(s, seat) };
    }
    default:
      return null;
  }
}

/** Card sets are worth 3 armies whenever traded (S002), so a set is turned in at once. */
function place(s: RiskState, seat: number, legal: () => readonly Action[], style: Style): RiskCommand | null {
  const set = s.cards[seat].length >= 3 && legal().find((a) => a.type === 'TradeTerritoryCards');
  if (set) return set as RiskCommand;
  const count = Math.min(s.toPlace[seat], s.options.armyStock - s.onBoard[seat]);
  if (count <= 0) return { type: 'EndPlacement' };
  const where = placement(s, seat, count, style);
  return where ? { type: 'PlaceArmies', territory: where.territory, count: where.count } : { type: 'EndPlacement' };
}

function attackPhase(s: RiskState, seat: number, legal: () => readonly Action[], style: Style): RiskCommand | null {
  // Keeping the city gives +1 to the defence and may save it; converting only gives the same 3 armies earlier.
  const b = s.attack?.battle;
  if (b?.asking && s.owner[b.to] === seat) return { type: 'KeepCity' };
  const a = s.attack;
  if (!a || s.seat !== seat) return null;
  if (a.occupy)
    return { type: 'Occupy', armies: occupyCount(s, seat, a.occupy.from, a.occupy.to, a.occupy.min, style) };
  if (a.mustTrade || s.toPlace[seat] > 0) return place(s, seat, legal, style);
  return attackStep(s, seat, style);
}

const ENDINGS = new Set(['EndTurn', 'EndPlacement', 'EndBuilding', 'FinishTrading', 'FinishPurchasing', 'KeepCity']);

/** A plain legal action other than Resign: one that ends the seat's part where there is one. */
export function fallback(legal: readonly Action[]): GameCommand | undefined {
  const playable = legal.filter((a) => a.type !== 'Resign');
  const action = playable.find((a) => ENDINGS.has(a.type)) ?? playable[0];
  return action && leastCommand(action);
}
