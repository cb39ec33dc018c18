import { must } from '@empires/rules-kernel';
import { emit, type Ctx } from '../ctx';
import type { EventOf } from '../event-types';
import { ownedBy, victoryPoints } from '../rules/areas';
import { endAlliance } from '../rules/alliance';
import { statureCheck } from '../rules/stature';
import { hasStatureMark } from '../rules/year-tables';
import { scheduledEvents } from './scheduled';
import { handicapOf } from '../rules/handicaps';

const DECK = Array.from({ length: 56 }, (_, i) => i + 1);

/** M4 steps 1 and 4: the Year deck is shuffled and five cards dealt to every empire in play; initiative. */
export function beginRound(ctx: Ctx): void {
  const round = ctx.state.round + 1;
  emit(ctx, { type: 'RoundBegan', round });
  scheduledEvents(ctx, round);
  const deck = ctx.dice.shuffle(DECK);
  let next = 0;
  const hands = ctx.state.empires.map((e) => (e.status === 'removed' ? [] : deck.slice(next, (next += 5))));
  emit(ctx, { type: 'YearCardsDealt', hands });
  if (ctx.state.options.raiders || ctx.state.options.magnates) emit(ctx, { type: 'AttackPhaseBegan' });
  else determineInitiative(ctx);
}

/**
 * M5.1: rank by the sum of statures, then owned areas, then gold, then a die among those still tied.
 * Turns follow the rank (the free slot choice of M5.2 for seats is not yet offered; Independents take
 * the lowest free slot, which this order gives them).
 */
export function determineInitiative(ctx: Ctx): void {
  const s = ctx.state;
  const live = s.empires.map((e, i) => (e.status === 'removed' ? -1 : i)).filter((i) => i >= 0);
  const key = (i: number) => {
    const L = s.empires[i].leader;
    return [L.c + L.a + L.d, ownedBy(s, i).length, s.empires[i].gold];
  };
  const tieDice: number[] = [];
  const die = new Map<number, number>();
  const sorted = live.slice().sort((x, y) => cmp(key(y), key(x)) || x - y);
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && cmp(key(sorted[i]), key(sorted[j])) === 0) j++;
    if (j - i > 1) for (let k = i; k < j; k++) die.set(sorted[k], ctx.dice.int(1, 1000));
    i = j;
  }
  const ranking = live.slice().sort((x, y) => cmp(key(y), key(x)) || (die.get(y) ?? 0) - (die.get(x) ?? 0) || x - y);
  for (const i of ranking) {
    const d = die.get(i);
    if (d !== undefined) tieDice.push(d);
  }
  emit(ctx, { type: 'InitiativeRanked', ranking, tieDice });
}

/**
 * M5.2 / S001 33.12: in rank order each empire takes a free slot; a seat picks one for its Player and Allied
 * Empires, an Independent takes the lowest free slot ("as soon in the Round as possible").
 */
export function initiativeStep(ctx: Ctx): void {
  const init = must(ctx.state.initiative, 'the initiative being determined');
  if (init.placed >= init.ranking.length) {
    emit(ctx, { type: 'InitiativeDetermined', order: init.slots });
    return;
  }
  const empire = init.ranking[init.placed];
  const seat = ctx.state.empires[empire].seat;
  if (seat >= 0 && !ctx.state.seats[seat].resigned) emit(ctx, { type: 'InitiativeSlotAwaited', empire, seat });
  else emit(ctx, { type: 'InitiativeSlotTaken', empire, slot: init.slots.indexOf(-1) });
}

const cmp = (a: number[], b: number[]): number => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
};

/** M4 step 6(a): unused marked cards cause checks (their alliance rolls are queued and run before the round ends). */
export function turnUpUnusedCards(ctx: Ctx): void {
  emit(ctx, { type: 'RoundEnding', round: ctx.state.round });
  for (const empire of ctx.state.order) {
    const cards = ctx.state.empires[empire].cards;
    if (cards.length === 0) continue;
    emit(ctx, { type: 'UnusedCardsTurnedUp', empire, cards });
    for (const c of cards) if (hasStatureMark(c, ctx.state.options.statureCheckMarks)) statureCheck(ctx, empire);
  }
}

/** M4 step 6(b)-(e): natural recovery of unowned areas; the round (or game) ends. */
export function endRound(ctx: Ctx): void {
  if (ctx.state.options.naturalRecovery)
    ctx.state.areas.forEach((a, area) => {
      if (a.owner < 0 && a.ss < 1) emit(ctx, { type: 'SocialStateChanged', area, ss: a.ss + 1 });
    });
  emit(ctx, { type: 'RoundEnded', round: ctx.state.round });
  if (ctx.state.round >= ctx.state.lastRound) endGame(ctx, 'last round played');
}

/** M26.2-26.4: open alliances are settled, then each seat scores its Player Empire's VP + handicap + ledger. */
export function endGame(ctx: Ctx, reason: EventOf<'GameEnded'>['reason']): void {
  ctx.state.empires.forEach((e, i) => e.status === 'allied' && endAlliance(ctx, i, 'end of the game'));
  const s = ctx.state;
  const scores = s.seats.map(
    (seat) => victoryPoints(s, seat.empire) + handicapOf(s.options.handicaps, seat.empire) + seat.ledger,
  );
  emit(ctx, { type: 'GameEnded', scores, reason });
}
