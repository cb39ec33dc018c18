import { decider, shapelessCommand, violation, type RuleViolation } from '@empires/rules-kernel';
import { advance } from './advance';
import { allocateKills, killGarrison } from './battle/casualties';
import { commitDefenders, fight, retreat } from './battle/fight';
import { W } from './codes';
import type { WarlordsCommand } from './commands';
import type { Ctx } from './ctx';
import { recruit } from './empire/recruit';
import { surrender } from './empire/surrender';
import { answerEnd, proposeEnd } from './end/end';
import { endTurn, endTurnCommand } from './end/turn';
import type { WarlordsEvent } from './events';
import { attack } from './rules/attack';
import { moveChief } from './rules/chief';
import { endMovement, move } from './rules/move';
import { dismiss, endRaising, raise } from './rules/raise';
import { revealCommand } from './rules/reveal';
import { leaveTown } from './rules/town';
import { banGeneral, draftGeneral, forceGeneral } from './setup/draft';
import { assignGenerals, chooseSide } from './setup/flow';
import { placeGeneral, placeLine, placeTown } from './setup/placement';
import type { WarlordsState } from './state';

function setupCommand(ctx: Ctx, c: WarlordsCommand, seat: number): RuleViolation | void {
  const phase = ctx.state.phase;
  switch (c.type) {
    case 'ChooseEmpire':
      return chooseSide(ctx, seat, { kind: 'empire', value: c.empire });
    case 'ChooseTurnPlace':
      return chooseSide(ctx, seat, { kind: 'place', value: c.place });
    case 'BanGeneral':
      return banGeneral(ctx, seat, c.general);
    case 'DraftGeneral':
      return draftGeneral(ctx, seat, c.general);
    case 'ForceGeneral':
      return forceGeneral(ctx, seat, c.general, c.seat);
    case 'AssignGenerals':
      return assignGenerals(ctx, seat, c.cards);
    case 'PlaceTown':
    case 'PlaceSupplyLine':
    case 'PlaceGeneral':
      if (phase !== 'placement') return violation(W.wrongPhase, 'pieces are placed in the set-up');
      if (c.type === 'PlaceTown') return placeTown(ctx, seat, c.space);
      if (c.type === 'PlaceSupplyLine') return placeLine(ctx, seat, c.space);
      return placeGeneral(ctx, seat, c.piece, c.space);
    default:
      return violation(W.wrongPhase, `${c.type} is played once the war has begun`);
  }
}

/** The seat whose turn it is, with no decision or proposal waiting: the turn's own commands. */
function turnProblem(s: WarlordsState, seat: number): RuleViolation | null {
  if (s.turn?.seat !== seat) return violation(W.notYourTurn, 'not your turn');
  if (s.proposal) return violation(W.decisionPending, 'an end of the game is proposed: answers first');
  return null;
}

function playCommand(ctx: Ctx, c: WarlordsCommand, seat: number): RuleViolation | void {
  const s = ctx.state;
  if (s.seats[seat].status !== 'playing') return violation(W.notPlaying, 'your empire has fallen');
  switch (c.type) {
    case 'RevealGeneral':
      return revealCommand(ctx, seat, c.piece);
    case 'Resign': {
      const wasTurn = s.turn?.seat === seat;
      const refused = surrender(ctx, seat);
      if (refused) return refused;
      if (wasTurn) endTurn(ctx);
      return;
    }
    case 'AcceptEnd':
    case 'RejectEnd':
      return answerEnd(ctx, seat, c.type === 'AcceptEnd');
    case 'CommitDefenders':
      return commitDefenders(ctx, seat, c.main, c.assists);
    case 'AllocateKills':
      return allocateKills(ctx, seat, c.piece, c.count);
    case 'KillGarrison':
      return killGarrison(ctx, seat);
    case 'Retreat':
      return retreat(ctx, seat, c.to);
    case 'Recruit':
      return recruit(ctx, seat, c.piece);
    case 'DeclineRecruit':
      return recruit(ctx, seat, null);
    case 'LeaveTown':
      return leaveTown(ctx, seat, c.occupy, c.to);
    default:
  }
  const problem = turnProblem(s, seat);
  if (problem) return problem;
  switch (c.type) {
    case 'RaiseRegiments':
      return raise(ctx, seat, c.from, c.piece, c.count);
    case 'DismissRegiments':
      return dismiss(ctx, seat, c.piece, c.count);
    case 'EndRaising':
      return endRaising(ctx);
    case 'MoveGeneral':
      return move(ctx, seat, c.piece, c.to, c.lay);
    case 'Attack':
      return attack(ctx, seat, c.piece, c.target, c.main);
    case 'EndMovement':
      return endMovement(ctx);
    case 'Fight':
      return fight(ctx, seat, c.target);
    case 'MoveChiefOfStaff': {
      const refused = moveChief(ctx, seat, c.to);
      if (refused) return refused;
      return endTurn(ctx);
    }
    case 'EndTurn':
      return endTurnCommand(ctx, seat);
    case 'ProposeEnd':
      return proposeEnd(ctx, seat, c.ranks);
    default:
      return violation(W.wrongPhase, `${c.type} belongs to the set-up`);
  }
}

function route(ctx: Ctx, c: WarlordsCommand, seat: number): RuleViolation | void {
  switch (c.type) {
    case 'ChooseEmpire':
    case 'ChooseTurnPlace':
    case 'BanGeneral':
    case 'DraftGeneral':
    case 'ForceGeneral':
    case 'AssignGenerals':
    case 'PlaceTown':
    case 'PlaceSupplyLine':
    case 'PlaceGeneral':
      return ctx.state.phase === 'play' ? violation(W.wrongPhase, 'the set-up is over') : setupCommand(ctx, c, seat);
    case 'RaiseRegiments':
    case 'DismissRegiments':
    case 'EndRaising':
    case 'MoveGeneral':
    case 'Attack':
    case 'LeaveTown':
    case 'EndMovement':
    case 'Fight':
    case 'CommitDefenders':
    case 'AllocateKills':
    case 'KillGarrison':
    case 'Retreat':
    case 'Recruit':
    case 'DeclineRecruit':
    case 'MoveChiefOfStaff':
    case 'EndTurn':
    case 'ProposeEnd':
    case 'AcceptEnd':
    case 'RejectEnd':
    case 'Resign':
      return ctx.state.phase === 'play' ? playCommand(ctx, c, seat) : violation(W.wrongPhase, 'the war has not begun');
    case 'RevealGeneral':
      if (ctx.state.phase === 'play') return playCommand(ctx, c, seat);
      return revealCommand(ctx, seat, c.piece);
    default: {
      const never: never = c;
      return violation(W.unknownCommand, `unknown command ${(never as { type: string }).type}`);
    }
  }
}

/** Refused before any rule reads the command. */
function refuse(state: WarlordsState, command: WarlordsCommand, seat: number): RuleViolation | undefined {
  const shapeless = shapelessCommand(command);
  if (shapeless) return shapeless;
  if (state.phase === 'ended') return violation(W.gameFinished, 'the game is over');
  if (state.phase === 'new') return violation(W.wrongPhase, 'the game is not set up');
  if (!Number.isInteger(seat) || !state.seats[seat]) return violation(W.notYourTurn, 'not a seat in this game');
  return undefined;
}

export const decide = decider<WarlordsState, WarlordsCommand, WarlordsEvent>({ refuse, route, settle: advance });
