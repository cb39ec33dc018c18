import { emit, type Ctx } from '../ctx';
import { canBuildAny, drawGoods } from '../rules/cities';
import { resolveDisasters } from '../rules/disasters';
import { canBuyAny, canBuyWith } from '../rules/purchase';
import { newArmies } from '../rules/reinforcements';
import { activeSeats, ACTIVE, stockOf, type RiskState, type SeatStep } from '../state';
import { endGame } from './end';
import { roundOrder } from './order';

const NEXT: Record<SeatStep, SeatStep | 'trade' | 'roundEnd'> = {
  place: 'attack',
  attack: 'build',
  build: 'trade',
  disasters: 'purchase',
  purchase: 'roundEnd',
};

/** The current seat has finished its part of the step: on to the next seat, step or round. */
export function proceed(ctx: Ctx): void {
  const s = ctx.state;
  runFrom(ctx, s.phase as SeatStep, s.order.indexOf(s.seat) + 1);
}

/**
 * Starts `step` for the first active seat at or after `index` of the round order and goes on
 * through every part the rules play by themselves, stopping where a seat must decide.
 */
function runFrom(ctx: Ctx, step: SeatStep, index: number): void {
  for (;;) {
    if (ctx.state.phase === 'ended') return;
    const { order, status } = ctx.state;
    let i = index;
    while (i < order.length && status[order[i]] !== ACTIVE) i++;
    if (i < order.length) {
      index = i + 1;
      // A seat with nothing to do or draw in this step is passed without an event.
      if (idle(ctx.state, step, order[i])) continue;
      emit(ctx, { type: 'StepBegan', step, seat: order[i] });
      if (!autoRun(ctx, step)) return;
      continue;
    }
    const next = NEXT[step];
    if (next === 'roundEnd') return endRound(ctx);
    if (next === 'trade') {
      if (openTrading(ctx)) return;
      step = 'disasters';
    } else step = next;
    index = 0;
  }
}

function idle(s: RiskState, step: SeatStep, seat: number): boolean {
  switch (step) {
    case 'build':
      return s.cityCount[seat] === 0 && !canBuildAny(s, seat);
    case 'disasters':
      return s.aside[seat].length === 0;
    case 'purchase':
      return nothingToPurchase(s, seat);
    default:
      return false;
  }
}

/**
 * Whether a seat's Purchase step has nothing to decide. From 1.1.0 only public facts may say so
 * (no goods, nothing bought on credit alone): whether its hidden goods buy anything stays hidden.
 */
function nothingToPurchase(s: RiskState, seat: number): boolean {
  if (s.rulings.openPurchaseStep) return s.goods[seat].length === 0 && !canBuyWith(s, seat, 0);
  return s.goods[seat].length <= 5 && !canBuyAny(s, seat);
}

/** Plays a seat's part of a step when it has nothing to decide; false when it must act. */
function autoRun(ctx: Ctx, step: SeatStep): boolean {
  const s = ctx.state;
  const seat = s.seat;
  switch (step) {
    case 'place':
      // With no army left in the stock and no forced trade, there is nothing to place (S002 3).
      if (stockOf(s, seat) === 0 && s.cards[seat].length < 5) {
        if (s.toPlace[seat] > 0) emit(ctx, { type: 'ArmiesForfeited', seat, count: s.toPlace[seat] });
        return true;
      }
      return false;
    case 'attack':
      return false;
    case 'build':
      if (canBuildAny(s, seat)) return false;
      drawGoods(ctx, seat);
      return true;
    case 'disasters':
      return resolveDisasters(ctx);
    case 'purchase':
      return nothingToPurchase(s, seat);
  }
}

/** S002 6: only seats holding 3 or more goods cards trade; with fewer than two there is no trade. */
function openTrading(ctx: Ctx): boolean {
  const s = ctx.state;
  const traders = activeSeats(s).filter((seat) => s.goods[seat].length >= 3);
  if (traders.length < 2) return false;
  emit(ctx, { type: 'TradingOpened', traders });
  return true;
}

/** Everyone eligible has finished trading: Disasters next. */
export function closeTrading(ctx: Ctx): void {
  emit(ctx, { type: 'TradingClosed' });
  runFrom(ctx, 'disasters', 0);
}

function endRound(ctx: Ctx): void {
  const s = ctx.state;
  if (s.options.roundLimit > 0 && s.round >= s.options.roundLimit) return endGame(ctx, 'roundLimit');
  beginRound(ctx);
}

/** S002 1 and 2: the round order, then every seat's new armies at once; then placement in order. */
export function beginRound(ctx: Ctx): void {
  const s = ctx.state;
  const { order, rolls } = roundOrder(s, activeSeats(s), ctx.dice);
  emit(ctx, { type: 'RoundOrdered', round: s.round + 1, order, rolls });
  const armies = Array.from({ length: s.seats }, (_, seat) =>
    s.status[seat] === ACTIVE ? newArmies(ctx.state, seat) : 0,
  );
  emit(ctx, { type: 'ArmiesGranted', armies });
  runFrom(ctx, 'place', 0);
}
