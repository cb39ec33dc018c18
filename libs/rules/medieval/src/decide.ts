import { Codes, decider, shapelessCommand, violation, type RuleViolation, must } from '@empires/rules-kernel';
import type { MedievalCommand } from './commands';
import { emit, type Ctx } from './ctx';
import type { MedievalEvent } from './event-types';
import { advance } from './flow/advance';
import { resolveEndeavour } from './rules/resolve';
import type { MedievalState } from './state';
import { giveClaim, removeTie, setRivalPenalty, setTieWaiver } from './toggles';
import { abstainFor, answerContest, callClaimParley, castBallot, contest } from './rules/parley';
import { askAsylum, awaitsCourtlessChoice, declineAsylumFor, offerAsylum, resolveCourtlessAlly } from './rules/asylum';
import { declareBid, noBidFor } from './rules/bids';
import { swapAreas, swapClaims } from './deals';
import { autoCardChoice, cardChoice } from './cards/choices';
import { chooseCourt, courtCandidates } from './rules/court';
import {
  actingEmpire,
  counterGold,
  defend,
  endeavour,
  endTurnCommand,
  playHoldingCard,
  taxation,
  terminateAlliance,
} from './turn-commands';

/** A seat leaves (M26.4): its empire and allies are played by the Independent procedure from now on. */
function resign(ctx: Ctx, seat: number): void {
  emit(ctx, { type: 'SeatResigned', seat });
  abstainFor(ctx, seat);
  declineAsylumFor(ctx, seat);
  noBidFor(ctx, seat);
  if (ctx.state.pending?.kind === 'slot' && ctx.state.pending.seat < 0) {
    emit(ctx, {
      type: 'InitiativeSlotTaken',
      empire: ctx.state.pending.empire,
      slot: must(ctx.state.initiative, 'the initiative of a pending slot').slots.indexOf(-1),
    });
  } else if (ctx.state.pending?.kind === 'courtlessAlly' && ctx.state.pending.seat < 0) {
    // The ally became Independent with its seat: 33.61 applies.
    const empire = ctx.state.pending.empire;
    emit(ctx, { type: 'CourtlessAllyResolved', empire, choice: 'terminate' });
    askAsylum(ctx, empire);
  } else if (ctx.state.pending?.kind === 'court' && ctx.state.pending.seat < 0) {
    emit(ctx, {
      type: 'CourtChosen',
      empire: ctx.state.pending.empire,
      area: ctx.state.empires[ctx.state.pending.empire].court,
    });
  } else if (
    (ctx.state.pending?.kind === 'discard' || ctx.state.pending?.kind === 'eventTarget') &&
    ctx.state.pending.seat < 0
  ) {
    autoCardChoice(ctx, ctx.state.pending);
  } else if (ctx.state.pending?.kind === 'counterGold' && ctx.state.pending.seat < 0) {
    emit(ctx, { type: 'CounterGoldPaid', empire: ctx.state.pending.empire, gold: 0 });
    resolveEndeavour(ctx);
  } else if (ctx.state.pending?.kind === 'contest' && ctx.state.pending.seat < 0) {
    // An Independent always contests (33.28): the empire of a seat that left does the same.
    const p = ctx.state.pending;
    contest(ctx, p.empire, p.conqueror ?? -1, p.area ?? -1, p.claimGiven ?? false);
  } else if (ctx.state.pending && ctx.state.pending.seat < 0) {
    // It was asked because it holds a card and 2 gold: it defends as an Independent does (S001 33.23).
    emit(ctx, { type: 'DefenseDeclared', empire: ctx.state.pending.empire, gold: 0 });
    resolveEndeavour(ctx);
  }
}

function route(ctx: Ctx, c: MedievalCommand, seat: number): RuleViolation | void {
  const s = ctx.state;
  if (c.type === 'Resign') return resign(ctx, seat);
  if (c.type === 'ChooseInitiativeSlot') {
    if (s.pending?.kind !== 'slot' || s.pending.seat !== seat)
      return violation(Codes.notYourTurn, 'no initiative slot is asked of this seat');
    if (typeof c.slot !== 'number' || s.initiative?.slots[c.slot] !== -1)
      return violation(Codes.illegalAction, 'choose a free slot');
    return void emit(ctx, { type: 'InitiativeSlotTaken', empire: s.pending.empire, slot: c.slot });
  }
  if (c.type === 'ContestConquest' || c.type === 'AcceptConquest') {
    if (s.pending?.kind !== 'contest' || s.pending.seat !== seat)
      return violation(Codes.notYourTurn, 'no contest is asked of this seat');
    return answerContest(ctx, c, s.pending);
  }
  if (c.type === 'DiscardEventCard' || c.type === 'ChooseEventTarget') return cardChoice(ctx, c, seat);
  if (c.type === 'ChooseCourt') {
    if (s.pending?.kind !== 'court' || s.pending.seat !== seat)
      return violation(Codes.notYourTurn, 'no court choice is asked of this seat');
    if (!courtCandidates(s, s.pending.empire).includes(c.area))
      return violation(Codes.illegalAction, "the court must be an owned area of the leader's language and religion");
    return chooseCourt(ctx, s.pending.empire, c.area);
  }
  if (c.type === 'CounterGold') {
    if (s.pending?.kind !== 'counterGold' || s.pending.seat !== seat)
      return violation(Codes.notYourTurn, 'no counter-gold is asked of this seat');
    return counterGold(ctx, c, s.pending);
  }
  if (c.type === 'Defend' || c.type === 'DeclineDefense') {
    if (s.pending?.kind !== 'defense' || s.pending.seat !== seat)
      return violation(Codes.notYourTurn, 'no Defense is asked of this seat');
    return defend(ctx, c, s.pending);
  }
  if (c.type === 'CastBallot') return castBallot(ctx, c, seat);
  if (c.type === 'OfferAsylum') return offerAsylum(ctx, c, seat);
  if (c.type === 'DeclareBid') return declareBid(ctx, c, seat);
  if (c.type === 'ResolveCourtlessAlly') {
    if (s.pending?.kind !== 'courtlessAlly' || s.pending.seat !== seat)
      return violation(Codes.notYourTurn, 'no courtless ally awaits this seat');
    return resolveCourtlessAlly(ctx, c, s.pending.empire);
  }
  if (c.type === 'TerminateAlliance') {
    // M25.4.9: whenever the seat is acting (its empire's turn, or a decision asked of it).
    if (actingEmpire(s, seat) < 0 && s.pending?.seat !== seat)
      return violation(Codes.notYourTurn, 'a seat ends an alliance when it acts');
    if (awaitsCourtlessChoice(s, c.empire))
      return violation(
        Codes.illegalAction,
        "this ally's lost court awaits its choice: ResolveCourtlessAlly (terminate)",
      );
    return terminateAlliance(ctx, c, seat);
  }
  if (c.type === 'SetRivalPenalty') {
    if (actingEmpire(s, seat) < 0) return violation(Codes.notYourTurn, 'a seat changes its settings when it acts');
    return setRivalPenalty(ctx, c, seat);
  }
  const empire = actingEmpire(s, seat);
  if (empire < 0) return violation(Codes.notYourTurn, 'this seat does not act now');
  if (
    s.turn?.taxation === 'open' &&
    (c.type === 'CallClaimParley' || c.type === 'SwapClaims' || c.type === 'SwapAreas')
  )
    return violation(Codes.illegalAction, 'finish the taxation first');
  switch (c.type) {
    case 'Endeavour':
      return endeavour(ctx, c, empire);
    case 'BeginTaxation':
    case 'Levy':
    case 'Plunder':
    case 'EndTaxation':
      return taxation(ctx, c, empire);
    case 'EndTurn':
      return endTurnCommand(ctx, empire);
    case 'PlayHoldingCard':
      return playHoldingCard(ctx, c, empire);
    case 'CallClaimParley':
      return callClaimParley(ctx, c, empire);
    case 'SetTieWaiver':
      return setTieWaiver(ctx, c, empire);
    case 'RemoveTie':
      return removeTie(ctx, c, empire);
    case 'GiveClaim':
      return giveClaim(ctx, c, empire);
    case 'SwapClaims':
      return swapClaims(ctx, c, empire);
    case 'SwapAreas':
      return swapAreas(ctx, c, empire);
    default: {
      const never: never = c;
      return violation(Codes.unknownCommand, `unknown command ${(never as { type: string }).type}`);
    }
  }
}

const KNOWN = new Set([
  'ChooseInitiativeSlot',
  'Endeavour',
  'Defend',
  'DeclineDefense',
  'BeginTaxation',
  'Levy',
  'Plunder',
  'EndTaxation',
  'EndTurn',
  'PlayHoldingCard',
  'TerminateAlliance',
  'Resign',
  'CallClaimParley',
  'CastBallot',
  'ContestConquest',
  'AcceptConquest',
  'OfferAsylum',
  'ResolveCourtlessAlly',
  'DeclareBid',
  'CounterGold',
  'DiscardEventCard',
  'ChooseEventTarget',
  'ChooseCourt',
  'SwapClaims',
  'SwapAreas',
  'SetTieWaiver',
  'RemoveTie',
  'GiveClaim',
  'SetRivalPenalty',
]);

/** Refused before any rule reads the command. */
function refuse(state: MedievalState, command: MedievalCommand, seat: number): RuleViolation | undefined {
  const shapeless = shapelessCommand(command);
  if (shapeless) return shapeless;
  if (!KNOWN.has(command.type)) return violation(Codes.unknownCommand, `unknown command ${command.type}`);
  if (state.phase === 'ended') return violation(Codes.gameFinished, 'the game is over');
  if (!Number.isInteger(seat) || !state.seats[seat] || state.seats[seat].resigned)
    return violation(Codes.notYourTurn, 'not a seat in the game');
  return undefined;
}

export const decide = decider<MedievalState, MedievalCommand, MedievalEvent>({ refuse, route, settle: advance });
