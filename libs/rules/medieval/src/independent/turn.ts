import { must } from '@empires/rules-kernel';
import { emit, type Ctx } from '../ctx';
import { ownedBy } from '../rules/areas';
import { declareEndeavour } from '../rules/resolve';
import { beginTaxation, independentLevy, levy } from '../rules/taxation';
import { nextEndeavour } from './steps';
import { endTurn } from '../flow/turn';
import { independentPlays } from '../cards/holding';

/** S001 33.24B / D: levy m(a) from every area with m(a) ≥ 1, court included, in id order. */
function taxAll(ctx: Ctx, empire: number): void {
  beginTaxation(ctx, empire);
  for (const a of ownedBy(ctx.state, empire)) {
    if (ctx.state.areas[a].owner !== empire) continue;
    const g = independentLevy(ctx, a);
    if (g >= 1) levy(ctx, empire, a, g);
  }
  emit(ctx, { type: 'TaxationEnded', empire });
}

/**
 * One step of an Independent Empire's turn (S001 33.22): B taxation if possible, C up to four endeavours while
 * two Year Cards remain, D the postponed taxation, then the end of the turn. Returns after each endeavour so a
 * seat's Defense can interrupt; the turn state says where to go on.
 */
export function independentStep(ctx: Ctx): void {
  const t = must(ctx.state.turn, 'the turn under way');
  const empire = t.empire;
  independentPlays(ctx, empire);
  if (t.taxation === 'none') {
    const court = ctx.state.empires[empire].court;
    const worth = ownedBy(ctx.state, empire).some((a) => a !== court && independentLevy(ctx, a) >= 1);
    if (worth) taxAll(ctx, empire);
    else emit(ctx, { type: 'TaxationPostponed', empire });
    return;
  }
  if (t.endeavours < 4 && ctx.state.empires[empire].cards.length >= 2) {
    const choice = nextEndeavour(ctx, empire);
    if (choice) {
      declareEndeavour(ctx, empire, choice.option, choice.gold);
      return;
    }
  }
  if (t.taxation === 'postponed') taxAll(ctx, empire);
  endTurn(ctx);
}
