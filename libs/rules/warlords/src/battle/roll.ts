import { emit, type Ctx } from '../ctx';
import { generalIndex } from '../generals/generals';
import { emitWithLimits } from '../limits';
import { reveal } from '../rules/reveal';
import { hasChief } from '../traits';
import { mainDefenderOf, onBattlefield } from './field';
import { attackFigures, defendFigures } from './figures';

const ALEXANDER = generalIndex('alexander');

/**
 * Every general in the battle is revealed first (and conforms to his traits at once), then each
 * side rolls one d20 plus its bonus; the higher total wins and a tie goes to the defender.
 */
export function rollBattle(ctx: Ctx): void {
  const f = ctx.state.turn?.fight;
  if (!f) return;
  const main = mainDefenderOf(ctx.state, f);
  const involved = [...onBattlefield(ctx.state, f), ...(main >= 0 ? [main] : []), ...f.defenders];
  involved.forEach((piece) => reveal(ctx, piece));
  const attack = attackFigures(ctx.state, f);
  const defend = defendFigures(ctx.state, f);
  const attackRoll = ctx.dice.d20();
  const defendRoll = ctx.dice.d20();
  const attackerWon = attackRoll + attack.bonus > defendRoll + defend.bonus;
  const losers = attackerWon
    ? involved.slice(involved.length - f.defenders.length - (main >= 0 ? 1 : 0))
    : onBattlefield(ctx.state, f);
  emit(ctx, {
    type: 'BattleFought',
    target: f.target,
    attackRoll,
    defendRoll,
    attackBonus: attack.bonus,
    defendBonus: defend.bonus,
    attackerWon,
    kills: attackerWon ? attack.kills : defend.kills,
  });
  // Alexander's con: losing with the chief of staff at his side, he has him killed.
  for (const piece of losers) {
    const p = ctx.state.pieces[piece];
    if (p.card === ALEXANDER && p.revealed && hasChief(ctx.state, piece))
      emitWithLimits(ctx, { type: 'ChiefOfStaffKilled', seat: p.owner, disbanded: [] });
  }
}
