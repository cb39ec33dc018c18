import { emit, type Ctx } from '../ctx';
import { checkCommunication } from '../rules/court';
import { ownedBy } from '../rules/areas';
import { beginTaxation } from '../rules/taxation';
import { drawEventCard } from '../cards/draw';
import type { MedievalState, TurnState } from '../state';

/** M6.1 / M18.5.2: the turn opens with the line-of-communication check and the compulsory event card. */
export function startTurn(ctx: Ctx, empire: number): void {
  emit(ctx, { type: 'TurnBegan', empire });
  checkCommunication(ctx, empire);
  drawEventCard(ctx, empire);
}

/**
 * M6.3: ending a turn. An open taxation settles its remaining areas at 0; a turn without taxation still
 * collects crown income (M17.3).
 */
export function endTurn(ctx: Ctx): void {
  const t = ctx.state.turn;
  if (!t) return;
  if (t.taxation === 'none' || t.taxation === 'postponed') beginTaxation(ctx, t.empire);
  if (ctx.state.turn?.taxation === 'open') emit(ctx, { type: 'TaxationEnded', empire: t.empire });
  emit(ctx, { type: 'TurnEnded', empire: t.empire });
}

export const areasToSettle = (s: MedievalState, t: TurnState): number[] =>
  ownedBy(s, t.empire).filter((a) => !t.settled.includes(a));
