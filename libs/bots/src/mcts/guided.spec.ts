import { Dice, isViolation, play, type GameCommand } from '@empires/rules-kernel';
import { policyFor } from '../catalog';
import type { SearchGuide } from '../policy';
import { nim, type NimState } from '@empires/testing';
import { guidedChoose } from './guided';
import { leader, survivors, type Arm } from './racing';
import { newNode, select, widthAt } from './widening';

const take = (count: number): GameCommand => ({ type: 'Take', count }) as unknown as GameCommand;

/**
 * A naive guide to nim: it always takes one, and proposes taking one, two or three. Played on by
 * it, a pile left even is won by the seat that left it: the search must find the move that does so,
 * which is the guide's own choice only when the pile is odd.
 */
const takeOne: SearchGuide = {
  propose: (_r, state, seat) => {
    const s = state as NimState;
    return s.winner === null && s.turn === seat ? [1, 2, 3].filter((n) => n <= s.pile).map(take) : [];
  },
  advance: (ruleset, table, seat) => {
    const next = play(ruleset, table, take(1), seat);
    return isViolation(next) ? undefined : next.table;
  },
  reached: (_root, _state, commands) => commands >= 100,
  score: (_r, state) => {
    const s = state as NimState;
    return s.winner === null ? [0.5, 0.5] : [s.winner === 0 ? 1 : 0, s.winner === 1 ? 1 : 0];
  },
};

/** A clock that counts its readings, one millisecond each. */
function counting() {
  const clock = { reads: 0, now: () => clock.reads++ };
  return clock;
}

/** The search from a pile, seat 0 to move; with no tree below the root unless asked, so rewards depend on the root move alone. */
const decide = (pile: number, guide: SearchGuide, clock = counting(), ms = 1_000, depth = 0) =>
  guidedChoose(
    { ruleset: nim, state: { pile, turn: 0, winner: null }, seat: 0, dice: Dice.fromSeed(pile), now: clock.now },
    { ms, exploration: 0.1, depth, guide },
  );

describe('guided search', () => {
  it("leaves the guide's own choice when playing it on shows another move wins", () => {
    expect(decide(6, takeOne)).toEqual(take(2));
    expect(decide(6, takeOne, counting(), 1_000, 4)).toEqual(take(2));
  });

  it("keeps the guide's own choice where it wins as well as any other", () => {
    expect(decide(5, takeOne)).toEqual(take(1));
  });

  it('does not search a decision with one candidate: the clock is not even read', () => {
    const clock = counting();
    expect(decide(1, takeOne, clock)).toEqual(take(1));
    expect(clock.reads).toBe(0);
  });

  it('stops long before its time is up once one candidate is clearly best', () => {
    const clock = counting();
    decide(6, takeOne, clock, 10_000);
    expect(clock.reads).toBeLessThan(100);
  });

  it('plays the best candidate so far when the time runs out', () => {
    const clock = counting();
    expect(decide(6, takeOne, clock, 7)).toEqual(take(2)); // one round of the race, too few to drop anything
    expect(clock.reads).toBeLessThanOrEqual(8);
  });

  it('on a budget of playouts stops after that many and never reads the clock', () => {
    const clock = counting();
    const decision = {
      ruleset: nim,
      state: { pile: 6, turn: 0, winner: null },
      seat: 0,
      dice: Dice.fromSeed(6),
      now: clock.now,
    };
    // One playout has tried only the guide's own choice: it is all the search knows.
    expect(guidedChoose(decision, { ms: 1, iterations: 1, exploration: 0.1, depth: 0, guide: takeOne })).toEqual(
      take(1),
    );
    expect(guidedChoose(decision, { ms: 1, iterations: 400, exploration: 0.1, depth: 0, guide: takeOne })).toEqual(
      take(2),
    );
    expect(clock.reads).toBe(0);
  });

  it('is what `mcts` plays for a ruleset with a guide, unless `guide=0`', () => {
    const state: NimState = { pile: 6, turn: 0, winner: null };
    const decision = { ruleset: nim, state, seat: 0, dice: Dice.fromSeed(1), now: counting().now };
    const bots = { guide: { ...takeOne, propose: () => [take(3)] } };
    expect(policyFor('mcts?ms=50', bots)?.choose(decision)).toEqual(take(3)); // the guide's only proposal, however bad
    expect(policyFor('mcts?ms=400&guide=0&depth=50', bots)?.choose({ ...decision, now: counting().now })).toEqual(
      take(2),
    );
  });
});

const arm = (values: number[]): Arm => ({ command: take(1), node: newNode(), values });

describe('racing the root candidates', () => {
  // Rewards that swing with the luck of each round, far more than the candidates differ.
  const luck = Array.from({ length: 12 }, (_, k) => (k * 0.37) % 1);

  it('drops a candidate a little behind in every round, however much the rounds swing', () => {
    const lead = arm(luck);
    const behind = arm(luck.map((x) => x - 0.01));
    expect(survivors([lead, behind])).toEqual([lead]);
  });

  it('keeps a candidate that is behind on average but not in every round', () => {
    const lead = arm(luck);
    const mixed = arm(luck.map((x, k) => x + (k % 2 ? 0.2 : -0.25)));
    expect(survivors([lead, mixed])).toHaveLength(2);
  });

  it('drops nothing before eight rounds', () => {
    expect(survivors([arm([1, 1, 1]), arm([0, 0, 0])])).toHaveLength(2);
  });

  it('leads by the rounds every candidate finished, the earlier candidate on ties', () => {
    const first = arm([0.5, 0.5]);
    const second = arm([0.5, 0.5, 1]);
    expect(leader([first, second])).toBe(first);
    expect(leader([first, arm([0.6, 0.5])])).not.toBe(first);
  });
});

describe('progressive widening', () => {
  const proposals = () => [take(1), take(2), take(3)];

  it('does not branch before a node has four visits: the guide plays on', () => {
    const node = { ...newNode(), visits: 3 };
    expect(select(node, proposals, 1)).toBeNull();
  });

  it("tries untried candidates in the guide's order, as many as the visits allow", () => {
    expect([0, 3, 4, 15, 16, 36].map(widthAt)).toEqual([1, 1, 2, 2, 3, 4]);
    const node = { ...newNode(), visits: 4 };
    const first = select(node, proposals, 1);
    expect(first?.command).toEqual(take(1));
    if (first) first.node.visits = 1;
    expect(select(node, proposals, 1)?.command).toEqual(take(2));
    expect(node.children.has(JSON.stringify(take(3)))).toBe(false);
  });

  it('follows the better child once all allowed were tried', () => {
    const node = { ...newNode(), visits: 10 };
    node.children.set(JSON.stringify(take(1)), { command: take(1), node: { ...newNode(), visits: 5, reward: 1 } });
    node.children.set(JSON.stringify(take(2)), { command: take(2), node: { ...newNode(), visits: 5, reward: 4 } });
    expect(select(node, proposals, 0)?.command).toEqual(take(2));
  });
});
