import { emit, type Ctx } from '../ctx';
import { ALL_CARDS, CARD_LIMIT, isHolding, isLasting, nameOf } from './deck';
import { applyImmediate } from './immediate';

/** M3.5 / M20.1.5: a freshly shuffled draw pile (the whole deck, or the discard pile when the pile runs out). */
export function shuffleEventDeck(ctx: Ctx, cards: readonly number[] = ALL_CARDS): void {
  emit(ctx, { type: 'EventDeckShuffled', pile: ctx.dice.shuffle(cards) });
}

/**
 * M6.1 / M20.1 / S001 33.24A: the turn's compulsory event card. An immediate card takes effect; a holding card is
 * kept (lasting cards are put in play at once); an Independent shuffles Missionary Fervor back and draws again.
 */
export function drawEventCard(ctx: Ctx, empire: number): void {
  for (let attempt = 0; attempt < 8; attempt++) {
    if (ctx.state.pile.length === 0) {
      if (ctx.state.discard.length === 0) return;
      shuffleEventDeck(ctx, ctx.state.discard);
    }
    const card = ctx.state.pile[0];
    emit(ctx, { type: 'EventCardDrawn', empire, card, name: nameOf(card) });
    if (!isHolding(card)) return applyImmediate(ctx, empire, card);
    const independent = ctx.state.empires[empire].status === 'independent';
    if (independent && nameOf(card) === 'MissionaryFervor') {
      emit(ctx, { type: 'EventCardReturned', empire, card, position: ctx.dice.int(0, ctx.state.pile.length) });
      // With no other card left to draw, the discard pile is shuffled in with it [DESIGN].
      if (ctx.state.pile.length === 1 && ctx.state.discard.length > 0)
        shuffleEventDeck(ctx, [...ctx.state.pile, ...ctx.state.discard]);
      continue;
    }
    // An Independent puts a lasting card in play at once (S001 33.24A); a seat plays it in a turn of its choosing.
    if (isLasting(card) && independent)
      emit(ctx, { type: 'EventCardPlayed', empire, card, name: nameOf(card), area: -1, other: -1 });
    enforceLimit(ctx, empire);
    return;
  }
}

/**
 * M20.1.4: at most three cards kept. A seat chooses which to discard; an Independent (S001 33.24A) discards the
 * unplayed card held longest, a lasting card in play only when no unplayed card is left.
 */
export function enforceLimit(ctx: Ctx, empire: number): void {
  for (;;) {
    const e = ctx.state.empires[empire];
    if (e.held.length + e.lasting.length <= CARD_LIMIT) return;
    if (e.seat >= 0 && !ctx.state.seats[e.seat].resigned)
      return void emit(ctx, { type: 'DiscardAwaited', empire, seat: e.seat });
    emit(ctx, { type: 'EventCardDiscarded', empire, card: e.held.length > 0 ? e.held[0] : e.lasting[0] });
  }
}
