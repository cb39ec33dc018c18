import { violation, type RuleViolation } from '@empires/rules-kernel';
import { C } from '../codes';
import { emit, type Ctx } from '../ctx';
import { TERRITORIES } from '../data/geo';
import { isSet, TERRITORY_CARDS } from '../data/territory-cards';
import { proceed } from '../flow/steps';
import { attackTurn, isNuked, stockOf, type RiskState } from '../state';
import { allIn, isInt, isIntList } from '../validate';
import { setValue } from './reinforcements';

/** Classic RISK: holding 5 or more territory cards at the start of a turn forces a trade. */
const FORCED_TRADE_AT = 5;

/**
 * Where armies may be placed now: the current seat's Place Armies step, or its Move and Attack
 * step after a forced trade following an elimination.
 */
function placing(s: RiskState, seat: number): RuleViolation | null {
  if (s.seat !== seat || (s.phase !== 'place' && s.phase !== 'attack'))
    return violation(C.notYourTurn, 'you are not placing armies now');
  if (s.phase === 'attack') {
    const a = attackTurn(s);
    if (a.battle?.asking || a.occupy) return violation(C.occupyFirst, 'finish the conquest first');
    if (!a.mustTrade && s.toPlace[seat] === 0) return violation(C.nothingToPlace, 'no armies to place');
  }
  return null;
}

export function mustTrade(s: RiskState, seat: number): boolean {
  return s.phase === 'place' ? s.cards[seat].length >= FORCED_TRADE_AT : (s.attack?.mustTrade ?? false);
}

export function tradeCards(ctx: Ctx, cards: unknown, seat: number): RuleViolation | void {
  const s = ctx.state;
  const bad = placing(s, seat);
  if (bad) return bad;
  if (s.phase === 'attack' && !attackTurn(s).mustTrade)
    return violation(C.wrongPhase, 'cards are traded when placing armies, or at once after an elimination');
  if (!isIntList(cards, 0, TERRITORY_CARDS - 1) || cards.length !== 3)
    return violation(C.malformed, 'trade three distinct territory cards');
  if (!allIn(cards, s.cards[seat])) return violation(C.noSuchCard, 'you do not hold those cards');
  if (!isSet(cards)) return violation(C.notASet, 'three of one design, one of each, or two and a wild');
  emit(ctx, { type: 'TerritoryCardsTraded', seat, cards, armies: setValue(s, seat) });
}

export function placeArmies(ctx: Ctx, territory: unknown, count: unknown, seat: number): RuleViolation | void {
  const s = ctx.state;
  const bad = placing(s, seat);
  if (bad) return bad;
  if (mustTrade(s, seat)) return violation(C.mustTradeCards, 'trade territory cards first');
  if (!isInt(territory, 0, TERRITORIES - 1) || !Number.isInteger(count))
    return violation(C.malformed, 'territory index and a whole count');
  if (s.owner[territory] !== seat) return violation(C.notYourTerritory, 'place on your own territory');
  if (isNuked(s, territory)) return violation(C.protectedByNuke, 'no one can place armies in a nuked territory');
  if (stockOf(s, seat) <= 0) return violation(C.stockEmpty, 'no army pieces left in your stock');
  if (!isInt(count, 1, s.toPlace[seat])) return violation(C.nothingToPlace, `place 1 to ${s.toPlace[seat]} armies`);
  if (count > stockOf(s, seat))
    return violation(C.stockEmpty, `only ${stockOf(s, seat)} army pieces are left in your stock`);
  emit(ctx, { type: 'ArmiesPlaced', seat, territory, count });
  const after = ctx.state;
  // Nothing left to decide in the Place step (no armies or no pieces, no set to trade): it ends.
  if (
    after.phase === 'place' &&
    (after.toPlace[seat] === 0 || stockOf(after, seat) === 0) &&
    after.cards[seat].length < 3
  )
    finishPlacement(ctx, seat);
}

/** S002 3: armies not placed are lost. */
export function endPlacement(ctx: Ctx, seat: number): RuleViolation | void {
  const s = ctx.state;
  const bad = placing(s, seat);
  if (bad) return bad;
  if (mustTrade(s, seat)) return violation(C.mustTradeCards, 'trade territory cards first');
  finishPlacement(ctx, seat);
}

function finishPlacement(ctx: Ctx, seat: number): void {
  const left = ctx.state.toPlace[seat];
  if (left > 0) emit(ctx, { type: 'ArmiesForfeited', seat, count: left });
  if (ctx.state.phase === 'place') proceed(ctx);
}
