import { Codes, violation, type RuleViolation, must } from '@empires/rules-kernel';
import type { MedievalCommand } from './commands';
import { ENDEAVOUR_KINDS } from './commands';
import { emit, type Ctx } from './ctx';
import { areasToSettle, endTurn } from './flow/turn';
import { optionsOf } from './rules/endeavours';
import { declareEndeavour, resolveEndeavour } from './rules/resolve';
import { beginTaxation, levy, plunder, taxCap } from './rules/taxation';
import { endAlliance } from './rules/alliance';
import type { MedievalState, Pending } from './state';
import { isLasting, nameOf } from './cards/deck';
import { fund } from './deals';
import { boostCard, claimCardAreas, coupTargets, playHolding } from './cards/holding';

type Result = RuleViolation | void;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The empire a seat acts for right now, or -1 (M29: the active empire when nothing is pending). */
export function actingEmpire(s: MedievalState, seat: number): number {
  if (s.phase !== 'play' || s.pending || s.parley || s.asylum || s.allianceQueue.length > 0 || !s.turn) return -1;
  return s.empires[s.turn.empire].seat === seat ? s.turn.empire : -1;
}

/** M6.2: an empire with Year Cards must attempt an endeavour before it ends its turn, unless none is possible. */
export function mayEndTurn(s: MedievalState, empire: number): boolean {
  const e = s.empires[empire];
  if (must(s.turn, 'the turn under way').endeavours > 0 || e.cards.length === 0) return true;
  return !ENDEAVOUR_KINDS.some((k) => optionsOf(s, empire, k).some((o) => o.cost <= e.gold));
}

export function endeavour(ctx: Ctx, c: Extract<MedievalCommand, { type: 'Endeavour' }>, empire: number): Result {
  if (!ENDEAVOUR_KINDS.includes(c.kind) || !isInt(c.base) || !isInt(c.target) || !isInt(c.gold))
    return violation(Codes.malformed, 'Endeavour needs kind, base, target and gold');
  const s = ctx.state;
  if (s.turn?.taxation === 'open') return violation(Codes.illegalAction, 'finish the taxation first');
  const e = s.empires[empire];
  if (e.cards.length === 0) return violation('NO_YEAR_CARD', 'one Year Card per endeavour (M9.5.1)');
  const option = optionsOf(s, empire, c.kind).find((o) => o.base === c.base && o.target === c.target);
  if (!option) return violation('ILLEGAL_TARGET', 'that base and target are not legal for this endeavour');
  const payer = c.fundedBy !== undefined && c.fundedBy !== -1 ? c.fundedBy : empire;
  if (c.gold < 0 || c.gold > 20 || option.cost + c.gold > (ctx.state.empires[payer]?.gold ?? -1))
    return violation(
      'NOT_ENOUGH_GOLD',
      `the cost is ${option.cost}; gold for the ER is 0..20 within the payer's treasury`,
    );
  const cancel = c.cancel === true;
  if (cancel && !mayCancel(s, c.kind, c.base, c.target))
    return violation(
      Codes.illegalAction,
      'cancel needs a Conquest from a partly conquered area against the base a marker came through (M10.6)',
    );
  const refused = fund(ctx, c.fundedBy, empire, option.cost + c.gold);
  if (refused) return refused;
  if (c.boost === true && boostCard(s, empire, c.kind) < 0)
    return violation(Codes.illegalAction, 'no Able Minister or Mercenaries to play with this endeavour');
  declareEndeavour(ctx, empire, option, c.gold, cancel, c.boost === true);
}

/** M10.6: the owner's Conquest from a partly conquered area against the base a marker came through. */
export const mayCancel = (s: MedievalState, kind: string, base: number, target: number): boolean =>
  kind === 'conquest' && s.areas[base].markers.some((m) => (m & 255) === target);

/** M12.2: counter-gold against a Diplomacy, each gold −1 to the actor's ER. */
export function counterGold(ctx: Ctx, c: Extract<MedievalCommand, { type: 'CounterGold' }>, p: Pending): Result {
  if (!isInt(c.gold) || c.gold < 0 || c.gold > Math.min(20, ctx.state.empires[p.empire].gold))
    return violation('NOT_ENOUGH_GOLD', 'counter-gold is 0..20 within the treasury');
  emit(ctx, { type: 'CounterGoldPaid', empire: p.empire, gold: c.gold });
  resolveEndeavour(ctx);
}

export function defend(
  ctx: Ctx,
  c: Extract<MedievalCommand, { type: 'Defend' | 'DeclineDefense' }>,
  p: Pending,
): Result {
  if (c.type === 'Defend') {
    if (!isInt(c.gold)) return violation(Codes.malformed, 'Defend needs gold');
    const payer = c.fundedBy !== undefined && c.fundedBy !== -1 ? c.fundedBy : p.empire;
    if (c.gold < 0 || c.gold > 20 || 2 + c.gold > (ctx.state.empires[payer]?.gold ?? -1))
      return violation('NOT_ENOUGH_GOLD', 'Defense costs 2 plus 0..20 extra gold within the treasury');
    if (c.mercenaries === true && boostCard(ctx.state, p.empire, 'defense') < 0)
      return violation(Codes.illegalAction, 'no Mercenaries to play with this Defense');
    const refused = fund(ctx, c.fundedBy, p.empire, 2 + c.gold);
    if (refused) return refused;
    emit(ctx, {
      type: 'DefenseDeclared',
      empire: p.empire,
      gold: c.gold,
      ...(c.mercenaries === true ? { mercenaries: true } : {}),
    });
  } else emit(ctx, { type: 'DefenseDeclined', empire: p.empire });
  resolveEndeavour(ctx);
}

export function taxation(
  ctx: Ctx,
  c: Extract<MedievalCommand, { type: 'BeginTaxation' | 'Levy' | 'Plunder' | 'EndTaxation' }>,
  empire: number,
): Result {
  const t = must(ctx.state.turn, 'the turn under way');
  if (c.type === 'BeginTaxation') {
    if (t.taxation !== 'none') return violation('ALREADY_TAXED', 'one taxation per turn (M17.2)');
    beginTaxation(ctx, empire);
  } else {
    if (t.taxation !== 'open') return violation(Codes.illegalAction, 'no taxation is open');
    if (c.type === 'EndTaxation') {
      emit(ctx, { type: 'TaxationEnded', empire });
      return;
    }
    if (!isInt(c.area) || (c.type === 'Levy' && !isInt(c.gold)))
      return violation(Codes.malformed, 'Levy needs area and gold; Plunder needs area');
    if (!areasToSettle(ctx.state, t).includes(c.area))
      return violation('ILLEGAL_TARGET', 'not an owned area still to be taxed');
    if (c.type === 'Levy') {
      if (c.gold < 0 || c.gold > taxCap(ctx.state.areas[c.area].ss))
        return violation('ILLEGAL_LEVY', 'a levy is 0..max(0, SS) (M17.2)');
      levy(ctx, empire, c.area, c.gold);
    } else plunder(ctx, empire, c.area);
  }
  if (ctx.state.turn?.taxation === 'open' && areasToSettle(ctx.state, ctx.state.turn).length === 0)
    emit(ctx, { type: 'TaxationEnded', empire });
}

export function endTurnCommand(ctx: Ctx, empire: number): Result {
  if (!mayEndTurn(ctx.state, empire))
    return violation('ENDEAVOUR_REQUIRED', 'an empire holding Year Cards must attempt at least one endeavour (M6.2)');
  endTurn(ctx);
}

/** S001 33.49: the seat ends an alliance; the empire becomes Independent, the seat's ties remain. */
export function terminateAlliance(
  ctx: Ctx,
  c: Extract<MedievalCommand, { type: 'TerminateAlliance' }>,
  seat: number,
): Result {
  if (!isInt(c.empire) || !ctx.state.empires[c.empire])
    return violation(Codes.malformed, 'TerminateAlliance needs an empire');
  const e = ctx.state.empires[c.empire];
  if (e.status !== 'allied' || e.seat !== seat) return violation(Codes.illegalAction, 'not an ally of this seat');
  endAlliance(ctx, c.empire, 'S001 33.49 terminated');
}

/** M20.2 holding cards played in the owner's turn: Recognition of Claim, Dynastic Inheritance, Diplomatic Coup. */
export function holdingCardOptions(s: MedievalState, empire: number): { card: number; area: number; other: number }[] {
  const out: { card: number; area: number; other: number }[] = [];
  for (const card of new Set(s.empires[empire].held)) {
    const name = nameOf(card);
    if (name === 'RecognitionOfClaim' || name === 'DynasticInheritance')
      claimCardAreas(s, empire, name).forEach((area) => out.push({ card, area, other: -1 }));
    if (name === 'DiplomaticCoup') coupTargets(s, empire).forEach((t) => out.push({ card, ...t }));
    if (isLasting(card)) out.push({ card, area: -1, other: -1 });
  }
  return out;
}

export function playHoldingCard(
  ctx: Ctx,
  c: Extract<MedievalCommand, { type: 'PlayHoldingCard' }>,
  empire: number,
): Result {
  if (!isInt(c.card) || !isInt(c.area) || !isInt(c.other))
    return violation(Codes.malformed, 'PlayHoldingCard needs card, area and other');
  if (ctx.state.turn?.taxation === 'open') return violation(Codes.illegalAction, 'finish the taxation first');
  if (!holdingCardOptions(ctx.state, empire).some((o) => o.card === c.card && o.area === c.area && o.other === c.other))
    return violation(Codes.illegalAction, 'that card cannot be played there now');
  playHolding(ctx, empire, c.card, c.area, c.other);
}
