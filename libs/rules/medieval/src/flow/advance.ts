import { emit, type Ctx } from '../ctx';
import { independentStep } from '../independent/turn';
import { beginRound, determineInitiative, endRound, initiativeStep, turnUpUnusedCards } from './round';
import { allianceQueueStep } from '../rules/bids';
import { attackPhaseStep } from '../rules/attack-phase';
import { startTurn } from './turn';

/** Whether a seat must act now: a pending decision, or the active empire is run by a seat. */
function seatMustAct(ctx: Ctx): boolean {
  const s = ctx.state;
  if (s.pending) return s.pending.seat >= 0;
  if (s.parley || s.asylum) return true;
  // Queued alliance rolls run before anything else, unless they wait for the seats' bids.
  if (s.allianceQueue.length > 0) return !!s.allianceQueue[0].bids?.some((b) => b === null);
  return !!s.turn && s.empires[s.turn.empire].seat >= 0;
}

/**
 * Runs the rules by themselves until a seat must act or the game ends: rounds begin and end, and every
 * Independent Empire plays its turn by S001 33.22-33.25. Used by `setup` and after every command, so a game
 * with no seat at all plays to its end inside `setup`.
 */
export function advance(ctx: Ctx): void {
  for (let guard = 0; guard < 1_000_000; guard++) {
    const s = ctx.state;
    if (s.phase === 'ended' || seatMustAct(ctx)) return;
    if (s.pending) {
      // A resigned seat's Defense is decided as an Independent's would be: the attack simply resolves.
      return;
    }
    if (s.allianceQueue.length > 0) allianceQueueStep(ctx);
    else if (s.attackPhase && !s.attack) attackPhaseStep(ctx, determineInitiative);
    else if (s.initiative) initiativeStep(ctx);
    else if (s.turn) independentStep(ctx);
    else if (s.round > 0 && s.turnIndex >= s.order.length && !s.roundEnding) turnUpUnusedCards(ctx);
    else if (s.round === 0 || s.turnIndex >= s.order.length) {
      if (s.round > 0) endRound(ctx);
      if (ctx.state.phase !== 'ended') beginRound(ctx);
    } else if (s.empires[s.order[s.turnIndex]].status === 'removed')
      emit(ctx, { type: 'TurnEnded', empire: s.order[s.turnIndex] });
    else startTurn(ctx, s.order[s.turnIndex]);
  }
}
