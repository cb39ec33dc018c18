import { violation, type RuleViolation } from '@empires/rules-kernel';
import { C } from '../codes';
import { emit, type Ctx } from '../ctx';
import { CLUBS } from '../data/empire';
import { TERRITORIES } from '../data/geo';
import { holds, isNuked, stockOf, strength, type RiskState } from '../state';
import { isInt } from '../validate';
import { attacksOpen } from './attack-guard';
import { fightDrop } from './attack';
import { afterLoss } from './losses';

export const AIR_DROP_ARMIES = 3;

function airDropProblem(s: RiskState, seat: number, from: number, to: number): RuleViolation | null {
  if (s.owner[from] !== seat) return violation(C.notYourTerritory, 'drop from your own territory');
  if (s.armies[from] <= AIR_DROP_ARMIES) return violation(C.notEnoughArmies, 'drop 3 armies and leave one behind');
  if (s.owner[to] === seat) return violation(C.ownTerritory, 'the dropped armies must attack');
  if (isNuked(s, to)) return violation(C.protectedByNuke, 'no one can attack a nuked territory');
  return null;
}

/**
 * Table 4, 9 of clubs: once per turn, 3 armies from any owned territory onto any other territory;
 * they attack until destroyed or the territory is conquered (the rules roll for them, 3 dice or as
 * many as are left).
 */
export function airDrop(ctx: Ctx, from: unknown, to: unknown, seat: number): RuleViolation | void {
  const s = ctx.state;
  const a = attacksOpen(s, seat);
  if ('violation' in a) return a;
  if (!holds(s, seat, CLUBS, 9)) return violation(C.bonusNotHeld, 'Air Drop needs the 9 of clubs');
  if (a.airDropUsed) return violation(C.alreadyUsed, 'one Air Drop per turn');
  if (!isInt(from, 0, TERRITORIES - 1) || !isInt(to, 0, TERRITORIES - 1))
    return violation(C.malformed, 'from and to are territory indices');
  const bad = airDropProblem(s, seat, from, to);
  if (bad) return bad;
  const city = s.city[to] === 1;
  const asking = city && s.armies[to] > 0 && s.owner[to] >= 0;
  emit(ctx, { type: 'AirDropped', seat, from, to, armies: AIR_DROP_ARMIES, city, asking });
  if (!asking) fightDrop(ctx);
}

const nukeProblem = (s: RiskState, seat: number, t: number): RuleViolation | null => {
  if (s.owner[t] === seat) return violation(C.ownTerritory, "nuke another player's territory");
  if (isNuked(s, t)) return violation(C.protectedByNuke, 'that territory is already nuked');
  if (strength(s, t) < 2) return violation(C.nothingToNuke, 'only one army stands there');
  return null;
};

/**
 * Table 4, Queen of clubs: once per turn, kills all but one army in a territory (a city counts as
 * 3 and falls too); no one may attack it or place armies there until the nuking seat's next turn.
 */
export function nuke(ctx: Ctx, territory: unknown, seat: number): RuleViolation | void {
  const s = ctx.state;
  const a = attacksOpen(s, seat);
  if ('violation' in a) return a;
  if (!holds(s, seat, CLUBS, 12)) return violation(C.bonusNotHeld, 'Nuke needs the Queen of clubs');
  if (a.nukeUsed) return violation(C.alreadyUsed, 'one Nuke per turn');
  if (!isInt(territory, 0, TERRITORIES - 1)) return violation(C.malformed, 'territory must be a territory index');
  const bad = nukeProblem(s, seat, territory);
  if (bad) return bad;
  emit(ctx, { type: 'Nuked', seat, territory });
  const after = afterLoss(
    s.armies[territory],
    s.city[territory],
    strength(s, territory) - 1,
    stockOf(s, s.owner[territory]),
  );
  emit(ctx, { type: 'ArmiesLost', territory, armies: after.armies, city: after.city });
}
