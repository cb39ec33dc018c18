import { boostCard, techCards, useBoost } from '../cards/holding';
import { emit, type Ctx } from '../ctx';
import type { Attack } from '../state';
import { BANDS, bandOf, clampER, readCard } from './year-tables';

/**
 * M13.3: what a defending empire adds besides its Combat and gold: 3 per Technological Weapons or
 * Tactical Systems, 2 for Mercenaries, which are used up. None when the target is not defended.
 */
export function defenseBonus(ctx: Ctx, a: Attack): number {
  if (!a.defended) return 0;
  const mercenaries = a.defenseBoost && boostCard(ctx.state, a.defender, 'defense') >= 0 ? 2 : 0;
  if (mercenaries) useBoost(ctx, a.defender, 'defense');
  return 3 * techCards(ctx.state, a.defender) + mercenaries;
}

/** M9.2 step 4: the defender's card against its rating (Combat, fort, gold and `bonus`), announced. */
export function resolveDefense(ctx: Ctx, a: Attack, bonus: number): { card: number; result: string } {
  const d = ctx.state.empires[a.defender];
  const card = d.cards[0];
  const rating = clampER(d.leader.c + ctx.state.areas[a.target].fort + a.defenseGold + bonus);
  const result = readCard('defense', rating, card);
  emit(ctx, { type: 'DefenseResolved', empire: a.defender, card, rating, band: BANDS[bandOf(rating)], result });
  return { card, result };
}
