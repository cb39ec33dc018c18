import { continueFight, beginFight } from './battle/fight';
import { emit, type Ctx } from './ctx';
import { checkEnd, settleProposal } from './end/end';
import { endTurn } from './end/turn';
import { chiefTargets } from './rules/chief';
import { advanceSetup } from './setup/flow';

/**
 * What the rules do by themselves after each accepted command: set-up steps, battles with only
 * one order or no choice left, turns with nothing more to do, and the game's end.
 */
export function advance(ctx: Ctx): void {
  if (ctx.state.phase !== 'play') advanceSetup(ctx);
  progress(ctx);
  // A decision may be awaited from a seat the game no longer needs (the last rival just fell).
  checkEnd(ctx);
}

function progress(ctx: Ctx): void {
  for (let guard = 0; guard < 1000; guard++) {
    const s = ctx.state;
    if (s.phase !== 'play' || checkEnd(ctx)) return;
    if (s.proposal) {
      settleProposal(ctx);
      return;
    }
    const t = s.turn;
    if (!t) return;
    if (s.seats[t.seat].status !== 'playing') {
      endTurn(ctx);
      continue;
    }
    if (s.pending) return;
    if (t.step === 'battle') {
      if (t.fight) {
        if (!continueFight(ctx)) return;
        continue;
      }
      const waiting = t.battles.filter((b) => !b.fought);
      if (!waiting.length) emit(ctx, { type: 'BattlesEnded', seat: t.seat });
      else if (waiting.length === 1) beginFight(ctx, waiting[0].target);
      else return;
      continue;
    }
    if (t.step === 'chief' && !chiefTargets(s, t.seat).length) {
      endTurn(ctx);
      continue;
    }
    return;
  }
}
