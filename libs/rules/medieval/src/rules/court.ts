import { MILLENNIUM } from '../data/millennium';
import { MAP } from '../data/millennium';
import { likeness } from '../map/culture';
import { emit, pickBest, type Ctx } from '../ctx';
import { maxSSOf, ownedBy, popOf } from './areas';
import { disconnectedAreas } from './communication';
import { hasBit, type MedievalState } from '../state';
import { askAsylum, askCourtlessAlly } from './asylum';

/**
 * M22.1 / S001 33.29: a new court among owned areas of the leader's language and religion (and church):
 * highest Pop + maximum SS, then most like the original court, then a die. A seat's empire takes that court
 * at once and may then move it to any other eligible area (`ChooseCourt`). No such area: exile (M22.2).
 */
export function relocateCourt(ctx: Ctx, empire: number): void {
  const s = ctx.state;
  const e = s.empires[empire];
  const original = MILLENNIUM.empires[empire].court;
  const eligible = courtCandidates(s, empire);
  const like = (a: number) =>
    likeness(MAP.areas[original].language, e.religion, s.areas[a].language, s.areas[a].religion, s.areas[a].heretical);
  const court = pickBest(ctx, eligible, (a) => popOf(a) + maxSSOf(a), like) ?? -1;
  emit(ctx, { type: 'CourtMoved', empire, area: court });
  if (court >= 0 && e.status !== 'player') absorbTies(ctx, empire, court);
  checkCommunication(ctx, empire);
  if (eligible.length > 1 && e.seat >= 0 && !s.seats[e.seat].resigned)
    emit(ctx, { type: 'CourtChoiceAwaited', empire, seat: e.seat });
  // M22.2: no eligible area: a Player Empire goes into exile; S001 33.61 (Independent) and 33.63 (Allied) follow.
  if (court < 0 && e.status === 'independent') askAsylum(ctx, empire);
  else if (court < 0 && e.status === 'allied') askCourtlessAlly(ctx, empire);
}

/** M18.5.2: every owned area out of communication and not in unrest goes into unrest. */
export function checkCommunication(ctx: Ctx, empire: number): void {
  if (empire < 0) return;
  for (const a of disconnectedAreas(ctx.state, empire))
    if (!ctx.state.areas[a].unrest) emit(ctx, { type: 'UnrestChanged', area: a, unrest: true });
}

/** M24.4: a Magnate whose court falls moves it to its best held area, or disappears. */
export function relocateMagnateCourt(ctx: Ctx, magnate: number): void {
  const held = ctx.state.areas.map((a, i) => (a.magnate === magnate ? i : -1)).filter((i) => i >= 0);
  emit(ctx, { type: 'MagnateCourtMoved', magnate, area: pickBest(ctx, held, (a) => popOf(a) + maxSSOf(a)) ?? -1 });
}

/** Owned areas of the leader's language and religion and church (M22.1). */
export const courtCandidates = (s: MedievalState, empire: number): number[] =>
  ownedBy(s, empire).filter(
    (a) => s.areas[a].language === s.empires[empire].language && s.areas[a].religion === s.empires[empire].religion,
  );

/** The seat's choice of court after a relocation (M22.1). */
export function chooseCourt(ctx: Ctx, empire: number, area: number): void {
  emit(ctx, { type: 'CourtChosen', empire, area });
  checkCommunication(ctx, empire);
}

/** M22.1: a Player Empire's own tie on a non-player empire's new court is absorbed: its alliance count becomes at least 1. */
function absorbTies(ctx: Ctx, empire: number, court: number): void {
  ctx.state.empires.forEach((holder, i) => {
    if (i === empire || holder.status !== 'player' || !hasBit(ctx.state.areas[court].ties, i)) return;
    emit(ctx, { type: 'TieRemoved', empire: i, area: court });
    if (ctx.state.empires[empire].allianceTies[i] < 1)
      emit(ctx, { type: 'AllianceTiesSet', empire, holder: i, count: 1 });
  });
}
