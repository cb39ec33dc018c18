import { emit, type Ctx } from '../ctx';

/**
 * The defenders are gone: the attacker takes the territory. Moving in waits for `Occupy` (at
 * least the dice just rolled); Air Drop survivors land at once. If a city stood there when the
 * attack began, the attacker takes one goods card at random from the loser (S002 4); a loser left
 * with no territory is eliminated and its territory cards go to the attacker (classic RISK).
 */
export function conquer(ctx: Ctx, dice: number): void {
  const s = ctx.state;
  const seat = s.seat;
  const b = s.attack?.battle;
  if (!b) return;
  const loser = s.owner[b.to];
  const min = b.from >= 0 ? Math.min(dice, s.armies[b.from] - 1) : 0;
  emit(ctx, { type: 'TerritoryConquered', seat, territory: b.to, from: b.from, loser, min });
  if (b.from < 0) emit(ctx, { type: 'TerritoryOccupied', seat, from: -1, to: b.to, armies: b.drop });
  if (loser < 0) return;
  const hand = ctx.state.goods[loser];
  if (b.hadCity && hand.length > 0)
    emit(ctx, { type: 'GoodsCardTaken', from: loser, to: seat, card: hand[ctx.dice.int(0, hand.length - 1)] });
  if (ctx.state.territoryCount[loser] === 0) {
    const cards = ctx.state.cards[loser];
    emit(ctx, { type: 'SeatEliminated', seat: loser, by: seat });
    if (cards.length) emit(ctx, { type: 'TerritoryCardsCaptured', from: loser, to: seat, cards });
  }
}
