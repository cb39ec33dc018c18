import { Dice, isViolation, sampleAction } from '@empires/rules-kernel';
import type { RiskCommand } from './commands';
import { DISASTER_OF, RIOT } from './data/goods';
import { numbersTrue } from './rules/trade';
import { points } from './rules/points';
import { riskEmpires as R } from './ruleset';
import type { RiskState } from './state';
import { act, fold } from './testing/decisions';
import { board, inStep, opening, withGoods } from './testing/fixtures';
import { randomGame, type RandomGame } from './testing/random-game';
import { riotPending } from './rules/riots';

const determinize = R.determinize as NonNullable<typeof R.determinize>;
const games: RandomGame[] = [
  randomGame(2, 31, { roundLimit: 8 }),
  randomGame(3, 32, { roundLimit: 6 }),
  randomGame(4, 33, { roundLimit: 5, setup: 'byChoice' }),
];
/** Every 15th state of each game, with the seat whose view is taken. */
const sampled = games.flatMap((g) =>
  g.steps.filter((_, i) => i % 15 === 0).map((step, i) => ({ state: step.after, seat: i % step.after.seats })),
);
const hiddenCount = (v: RiskState, seat: number): number =>
  [...v.goods, ...v.aside, ...v.cards].flatMap((h, i) => (i % v.seats === seat ? [] : h)).filter((c) => c < 0).length;

/** The state a seat folds from the events of a game redacted for it (hand sizes true, see README). */
function foldedFor(game: RandomGame, upTo: number, seat: number): RiskState {
  const events = [...game.opening, ...game.steps.slice(0, upTo).flatMap((step) => step.events)];
  return events.map((e) => R.redact(e, seat) ?? e).reduce(R.evolve, R.initialState);
}

describe('determinize', () => {
  it('the sampled views hide cards of other seats, so the tests below are not vacuous', () => {
    expect(sampled.length).toBeGreaterThan(30);
    expect(sampled.filter(({ state, seat }) => hiddenCount(R.view(state, seat), seat) > 0).length).toBeGreaterThan(20);
  });

  it("keeps the seat's own cards, the board and the Empire Cards; every invariant holds", () => {
    sampled.forEach(({ state, seat }, i) => {
      const v = R.view(state, seat);
      const w = determinize(v, seat, Dice.fromSeed(i));
      expect(R.invariants(w)).toEqual([]);
      expect([w.goods[seat], w.aside[seat], w.cards[seat]]).toEqual([v.goods[seat], v.aside[seat], v.cards[seat]]);
      expect([w.owner, w.armies, w.city, w.empire, w.supply, w.discard]).toEqual([
        v.owner,
        v.armies,
        v.city,
        v.empire,
        v.supply,
        v.discard,
      ]);
    });
  });

  it('preserves every count the seat sees: hands, cards set aside, territory cards, piles and the deck', () => {
    const lengths = (xs: readonly (readonly number[])[]) => xs.map((x) => x.length);
    sampled.forEach(({ state, seat }, i) => {
      const v = R.view(state, seat);
      const w = determinize(v, seat, Dice.fromSeed(i));
      expect([lengths(w.goods), lengths(w.aside), lengths(w.cards), lengths(w.piles), w.deck.length]).toEqual([
        lengths(v.goods),
        lengths(v.aside),
        lengths(v.cards),
        lengths(v.piles),
        v.deck.length,
      ]);
    });
  });

  it('replaces hidden cards with cards the seat never saw, drawn at random', () => {
    const { state, seat } = sampled.filter((x) => hiddenCount(R.view(x.state, x.seat), x.seat) >= 4)[0];
    const v = R.view(state, seat);
    const seen = new Set([...v.goods[seat], ...v.aside[seat]]);
    const others = (w: RiskState) => w.goods.flatMap((h, o) => (o === seat ? [] : h));
    const worlds = [1, 2, 3, 4, 5, 6].map((k) => determinize(v, seat, Dice.fromSeed(k)));
    for (const w of worlds) expect(others(w).filter((c) => c < 0 || seen.has(c))).toEqual([]);
    expect(new Set(worlds.map((w) => JSON.stringify([others(w), w.piles, w.cards]))).size).toBeGreaterThan(1);
  });

  it('is deterministic given the dice', () => {
    const { state, seat } = sampled[sampled.length - 1];
    const v = R.view(state, seat);
    expect(determinize(v, seat, Dice.fromSeed(5))).toEqual(determinize(v, seat, Dice.fromSeed(5)));
  });

  it('gives a whole, playable world from a fold of redacted events', () => {
    const probe = Dice.fromSeed(3);
    let played = 0;
    games.forEach((game, g) => {
      for (let upTo = 50; upTo < game.steps.length; upTo += 60) {
        const seat = upTo % game.final.seats;
        const mine = foldedFor(game, upTo, seat);
        const w = determinize(mine, seat, Dice.fromSeed(g * 1000 + upTo));
        expect(R.invariants(w)).toEqual([]);
        expect([w.goods[seat], w.cards[seat]]).toEqual([
          game.steps[upTo - 1].after.goods[seat],
          game.steps[upTo - 1].after.cards[seat],
        ]);
        for (const mover of R.toAct(w)) {
          const actions = R.legalActions(w, mover);
          const command = sampleAction<RiskCommand>(probe.pick(actions), probe);
          const out = R.decide(w, command, mover, Dice.fromSeed(upTo));
          if (isViolation(out))
            throw new Error(`${out.code} for listed ${JSON.stringify(command)} in a determinized ${w.phase}`);
          played++;
        }
      }
    });
    expect(played).toBeGreaterThan(10);
  });

  it('a fold of redacted events keeps every hand the size it really is (cards set aside counted with the hand)', () => {
    const held = (s: RiskState) => s.goods.map((h, seat) => h.length + s.aside[seat].length);
    games.forEach((game) => {
      for (let seat = 0; seat < game.final.seats; seat++) {
        let mine = [...game.opening].map((e) => R.redact(e, seat) ?? e).reduce(R.evolve, R.initialState);
        for (const step of game.steps) {
          mine = step.events.map((e) => R.redact(e, seat) ?? e).reduce(R.evolve, mine);
          expect([held(mine), mine.cards.map((c) => c.length)]).toEqual([
            held(step.after),
            step.after.cards.map((c) => c.length),
          ]);
        }
      }
    });
  });

  it("another seat's open offer gets cards from its hand that make its statement true", () => {
    let s = withGoods(withGoods(board(opening(3), {}), 0, [0, 1, 22, 46]), 1, [8, 9, 47]);
    s = fold([{ type: 'TradingOpened', traders: [0, 1] }], s);
    const offered = act(s, 0, {
      type: 'ProposeTrade',
      to: 1,
      cards: [0, 22, 46],
      count: 3,
      points: 14,
      numbers: [9],
      ask: 3,
    }).state;
    for (let k = 0; k < 5; k++) {
      const w = determinize(R.view(offered, 1), 1, Dice.fromSeed(k));
      const offer = w.trade?.offers[0];
      expect(offer?.cards).toHaveLength(3);
      expect(offer?.cards.every((c) => w.goods[0].includes(c))).toBe(true);
      expect(points(offer?.cards ?? [])).toBe(14);
      expect(numbersTrue(offer?.cards ?? [], [9])).toBe(true);
    }
  });

  it('another seat stopped to order its cities for Riots holds a Riots card first, even where the view shows it in the hand', () => {
    const s = inStep(
      withGoods(board(opening(2), { alaska: [1, 3, 1], alberta: [1, 3, 1] }), 1, [56], true),
      'disasters',
      1,
    );
    expect(riotPending(s, 1)).toBe(true);
    const v = R.view(s, 0);
    const drifted = { ...v, goods: [v.goods[0], [...v.goods[1], -1]], aside: [v.aside[0], []] };
    for (const view of [v, drifted]) {
      const w = determinize(view, 0, Dice.fromSeed(1));
      expect(DISASTER_OF[w.aside[1][0]]).toBe(RIOT);
      expect(riotPending(w, 1)).toBe(true);
      expect(R.invariants(w)).toEqual([]);
    }
  });
});
