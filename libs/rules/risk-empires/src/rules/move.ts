import { violation, type RuleViolation } from '@empires/rules-kernel';
import { C } from '../codes';
import { emit, type Ctx } from '../ctx';
import { adjacent, TERRITORIES } from '../data/geo';
import { proceed } from '../flow/steps';
import { attackTurn, isNuked, type RiskState } from '../state';
import { isInt } from '../validate';
import { attackReady } from './attack-guard';
import { mustAct } from './guards';

/** Classic conquest: move in at least the dice of the last roll, leaving at least one behind. */
export function occupy(ctx: Ctx, armies: unknown, seat: number): RuleViolation | void {
  const s = ctx.state;
  const bad = mustAct(s, seat, 'attack');
  if (bad) return bad;
  const o = attackTurn(s).occupy;
  if (!o) return violation(C.nothingToOccupy, 'no conquered territory waits for armies');
  if (!isInt(armies, o.min, s.armies[o.from] - 1))
    return violation(C.notEnoughArmies, `move ${o.min} to ${s.armies[o.from] - 1} armies`);
  emit(ctx, { type: 'TerritoryOccupied', seat, from: o.from, to: o.to, armies });
}

function moveProblem(s: RiskState, seat: number, from: number, to: number): RuleViolation | null {
  if (s.owner[from] !== seat || s.owner[to] !== seat)
    return violation(C.notYourTerritory, 'move between your own territories');
  if (!adjacent(from, to)) return violation(C.notAdjacent, 'a free move goes to an adjacent territory');
  if (isNuked(s, to)) return violation(C.protectedByNuke, 'no armies may be placed in a nuked territory');
  if (s.armies[from] < 2) return violation(C.notEnoughArmies, 'leave at least one army behind');
  return null;
}

/**
 * The classic free move after all attacks (S002 4), and a second one with the 6 of diamonds
 * (Table 4, Bonus Move). With no move left the turn ends by itself.
 */
export function move(ctx: Ctx, from: unknown, to: unknown, armies: unknown, seat: number): RuleViolation | void {
  const s = ctx.state;
  const a = attackReady(s, seat);
  if ('violation' in a) return a;
  if (a.movesLeft <= 0) return violation(C.noFreeMove, 'no free move left this turn');
  if (!isInt(from, 0, TERRITORIES - 1) || !isInt(to, 0, TERRITORIES - 1) || !Number.isInteger(armies)) {
    return violation(C.malformed, 'from and to are territory indices, armies a whole number');
  }
  const bad = moveProblem(s, seat, from, to);
  if (bad) return bad;
  if (!isInt(armies, 1, s.armies[from] - 1))
    return violation(C.notEnoughArmies, `move 1 to ${s.armies[from] - 1} armies`);
  emit(ctx, { type: 'ArmiesMoved', seat, from, to, armies });
  if (attackTurn(ctx.state).movesLeft === 0) finishTurn(ctx, seat);
}

export function endTurn(ctx: Ctx, seat: number): RuleViolation | void {
  const a = attackReady(ctx.state, seat);
  if ('violation' in a) return a;
  finishTurn(ctx, seat);
}

/** A turn with at least one conquest earns one territory card (classic RISK). */
function finishTurn(ctx: Ctx, seat: number): void {
  if (attackTurn(ctx.state).conquered) drawTerritoryCard(ctx, seat);
  proceed(ctx);
}

function drawTerritoryCard(ctx: Ctx, seat: number): void {
  if (ctx.state.deck.length === 0) {
    // The traded sets are shuffled into a new deck; with none, no card is earned.
    if (ctx.state.discard.length === 0) return;
    emit(ctx, { type: 'TerritoryDeckReshuffled', deck: ctx.dice.shuffle(ctx.state.discard) });
  }
  emit(ctx, { type: 'TerritoryCardEarned', seat, card: ctx.state.deck[0] });
}
