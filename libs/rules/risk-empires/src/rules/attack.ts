import { violation, type RuleViolation } from '@empires/rules-kernel';
import { C } from '../codes';
import { emit, type Ctx } from '../ctx';
import { SPADES } from '../data/empire';
import { adjacent, TERRITORIES } from '../data/geo';
import { holds, isNuked, stockOf, type RiskState } from '../state';
import { isInt } from '../validate';
import { attacksOpen } from './attack-guard';
import { compare, type Modifiers } from './combat-dice';
import { conquer } from './conquest';

/** Why `seat` may not attack `to` from `from` with `dice`, or null. */
function attackProblem(s: RiskState, seat: number, from: number, to: number, dice: number): RuleViolation | null {
  if (s.owner[from] !== seat) return violation(C.notYourTerritory, 'attack from your own territory');
  if (s.owner[to] === seat) return violation(C.ownTerritory, 'you cannot attack your own territory');
  if (!adjacent(from, to)) return violation(C.notAdjacent, 'attack an adjacent territory');
  if (isNuked(s, to))
    return violation(C.protectedByNuke, "no one can attack a nuked territory until the nuking player's next turn");
  if (s.armies[from] < 2) return violation(C.notEnoughArmies, 'attack with at least 2 armies in the territory');
  if (dice > Math.min(3, s.armies[from] - 1))
    return violation(C.tooManyDice, 'roll 1 to 3 dice, fewer than the armies in the territory');
  return null;
}

/**
 * One roll against an adjacent territory. The first roll of a new engagement declares it; if the
 * target has a city and armies, its owner first chooses whether to convert the city (S002 4).
 */
export function attack(ctx: Ctx, from: unknown, to: unknown, dice: unknown, seat: number): RuleViolation | void {
  const s = ctx.state;
  const a = attacksOpen(s, seat);
  if ('violation' in a) return a;
  if (!isInt(from, 0, TERRITORIES - 1) || !isInt(to, 0, TERRITORIES - 1) || !isInt(dice, 1, 3)) {
    return violation(C.malformed, 'from and to are territory indices, dice 1 to 3');
  }
  const bad = attackProblem(s, seat, from, to, dice);
  if (bad) return bad;
  // A new engagement is declared where a city makes it matter (the defender's choice, the goods
  // card); elsewhere its first roll starts it.
  if (s.city[to] && (!a.battle || a.battle.from !== from || a.battle.to !== to)) {
    const asking = s.armies[to] > 0 && s.owner[to] >= 0;
    emit(ctx, { type: 'AttackDeclared', seat, from, to, dice, city: true, asking });
    if (asking) return;
  }
  fight(ctx, dice, from, to);
}

export function modifiers(s: RiskState, attacker: number, to: number): Modifiers {
  return {
    attackHigh: (holds(s, attacker, SPADES, 6) ? 1 : 0) + (holds(s, attacker, SPADES, 9) ? 2 : 0),
    attackLow: holds(s, attacker, SPADES, 3) ? 1 : 0,
    defendHigh: s.city[to],
  };
}

/**
 * A city standing alone when attacked, or whose defenders are all gone while the attack goes
 * on, becomes 3 armies, or what the stock allows (S002 4).
 */
export function convertCity(ctx: Ctx, t: number, chosen: boolean): void {
  const s = ctx.state;
  const seat = s.owner[t];
  emit(ctx, { type: 'CityConverted', seat, territory: t, armies: Math.min(3, stockOf(s, seat)), chosen });
}

/** One roll with `dice` attacking dice from `from` (-1: the Air Drop armies) against `to`. */
export function fight(ctx: Ctx, dice: number, from: number, to: number): void {
  if (ctx.state.armies[to] === 0 && ctx.state.city[to]) convertCity(ctx, to, false);
  // A city that found no armies in the stock leaves the territory empty: it falls at once.
  if (ctx.state.armies[to] === 0) return conquer(ctx, dice);
  const s = ctx.state;
  const attackDice = ctx.dice.roll(dice);
  const defendDice = ctx.dice.roll(Math.min(2, s.armies[to]));
  const { attackerLost, defenderLost } = compare(attackDice, defendDice, modifiers(s, s.seat, to));
  emit(ctx, { type: 'BattleRolled', from, to, attack: attackDice, defend: defendDice, attackerLost, defenderLost });
  if (ctx.state.armies[to] === 0 && !ctx.state.city[to]) conquer(ctx, dice);
}

/** Air Drop armies attack until destroyed or the territory is conquered (Table 4, 9 of clubs). */
export function fightDrop(ctx: Ctx): void {
  for (;;) {
    const b = ctx.state.attack?.battle;
    if (!b || b.from >= 0 || b.drop <= 0 || ctx.state.owner[b.to] === ctx.state.seat || ctx.state.phase === 'ended')
      return;
    fight(ctx, Math.min(3, b.drop), -1, b.to);
  }
}
