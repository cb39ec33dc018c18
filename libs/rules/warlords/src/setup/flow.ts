import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import { emit, type Ctx } from '../ctx';
import { GENERALS } from '../generals/generals';
import { boardOf } from '../state';
import { autoDraftStep, draftDone } from './draft';
import { autoPlace, placementDone } from './placement';
import { currentPicker, openEmpires, openPlaces, sidesDecided, turnOrder } from './sides';

type Pick = { kind: 'empire'; value: number } | { kind: 'place'; value: number };

function picksFor(ctx: Ctx, seat: number): Pick[] {
  return [
    ...openEmpires(ctx.state, seat).map((value) => ({ kind: 'empire' as const, value })),
    ...openPlaces(ctx.state, seat).map((value) => ({ kind: 'place' as const, value })),
  ];
}

function applyPick(ctx: Ctx, seat: number, pick: Pick): void {
  if (pick.kind === 'empire') emit(ctx, { type: 'EmpireChosen', seat, empire: pick.value });
  else emit(ctx, { type: 'TurnPlaceChosen', seat, place: pick.value });
}

export function chooseSide(ctx: Ctx, seat: number, pick: Pick): RuleViolation | void {
  if (ctx.state.phase !== 'sides') return violation(W.wrongPhase, 'sides are already chosen');
  if (currentPicker(ctx.state) !== seat) return violation(W.notYourPick, `seat ${currentPicker(ctx.state)} picks now`);
  const open = pick.kind === 'empire' ? openEmpires(ctx.state, seat) : openPlaces(ctx.state, seat);
  if (!open.includes(pick.value)) {
    const adjacent =
      pick.kind === 'empire' &&
      ctx.state.seats.length <= 3 &&
      ctx.state.seats[seat].empire < 0 &&
      !ctx.state.seats.some((x) => x.empire === pick.value);
    return adjacent && pick.value >= 1 && pick.value < boardOf(ctx.state).empireNames.length
      ? violation(W.adjacentEmpires, 'with two or three players, no two may start in adjacent empires')
      : violation(W.alreadyChosen, `that ${pick.kind} is not open to you`);
  }
  applyPick(ctx, seat, pick);
}

/** Puts the dealt cards face down in boxes 1-5: cards[i] goes in box i+1, for good. */
export function assignGenerals(ctx: Ctx, seat: number, cards: unknown): RuleViolation | void {
  if (ctx.state.phase !== 'generals')
    return violation(W.wrongPhase, 'generals are assigned after sides are chosen, once');
  const st = ctx.state.seats[seat];
  if (st.assigned) return violation(W.alreadyChosen, 'your generals already have their boxes');
  const hand = st.hand.map((c) => GENERALS[c].id);
  const ok =
    Array.isArray(cards) &&
    cards.length === hand.length &&
    new Set(cards).size === hand.length &&
    cards.every((c) => hand.includes(c));
  if (!ok) return violation(W.badAssignment, 'put each of your five dealt cards in a different box');
  emit(ctx, { type: 'GeneralsAssigned', seat, cards: cards as string[] });
}

/**
 * The dice put a seat's cards in its boxes. The hand's order may be public (a draft), so from
 * 1.1.0 they shuffle it: only the seat sees the result (`GeneralsAssigned` is its own).
 */
function autoAssign(ctx: Ctx, seat: number): void {
  const st = ctx.state.seats[seat];
  if (st.assigned) return;
  const cards = st.hand.map((c) => GENERALS[c].id);
  emit(ctx, {
    type: 'GeneralsAssigned',
    seat,
    cards: ctx.state.rulings.shuffledBoxes ? ctx.dice.shuffle(cards) : cards,
  });
}

/** Everything the rules do by themselves during set-up: forced or dice-driven picks, phase changes. */
export function advanceSetup(ctx: Ctx): void {
  for (let guard = 0; guard < 1000; guard++) {
    const s = ctx.state;
    if (s.phase === 'sides') {
      if (sidesDecided(s)) {
        emit(ctx, { type: 'SidesDecided', order: turnOrder(s) });
        continue;
      }
      const seat = currentPicker(s);
      const picks = picksFor(ctx, seat);
      if (!picks.length) return;
      if (s.options.sides === 'auto' || picks.length === 1) {
        applyPick(ctx, seat, s.options.sides === 'auto' ? ctx.dice.pick(picks) : picks[0]);
        continue;
      }
      return;
    }
    if (s.phase === 'generals' && s.options.generals === 'draft' && !s.draft) {
      emit(ctx, { type: 'DraftBegan', pool: GENERALS.map((g) => g.id) });
      continue;
    }
    if (s.phase === 'draft') {
      if (draftDone(s)) {
        emit(ctx, { type: 'DraftEnded' });
        continue;
      }
      if (s.options.placement === 'auto' && autoDraftStep(ctx)) continue;
      return;
    }
    if (s.phase === 'generals') {
      if (s.options.placement === 'auto') for (const seat of s.order) autoAssign(ctx, seat);
      if (!ctx.state.seats.every((x) => x.assigned)) return;
      emit(ctx, { type: 'PlacementBegan' });
      const board = boardOf(ctx.state);
      for (const seat of ctx.state.order) {
        const empire = ctx.state.seats[seat].empire;
        emit(ctx, { type: 'CapitalPlaced', seat, empire, space: board.capitals[empire] });
      }
      continue;
    }
    if (s.phase === 'placement') {
      if (s.options.placement === 'auto') for (const seat of s.order) autoPlace(ctx, seat);
      if (!ctx.state.seats.every((_, seat) => placementDone(ctx.state, seat))) return;
      emit(ctx, { type: 'CampaignBegan', order: ctx.state.order });
      emit(ctx, { type: 'TurnBegan', seat: ctx.state.order[0], round: 1 });
    }
    return;
  }
}
