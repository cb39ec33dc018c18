import fc from 'fast-check';
import type { Dice, GameCommand, LegalAction, TwinSpec } from '@empires/rules-kernel';
import { comparedTwins } from '@empires/rules-kernel/testing';
import type { MedievalCommand } from './commands';
import { randomPolicy } from './play/random-game';
import { medieval } from './ruleset';

/** The same pairs at every run; `SECRECY_RUNS=500 SECRECY_SEED=7 npx jest ...` searches further. */
const RUNS = { numRuns: Number(process.env.SECRECY_RUNS ?? 20), seed: Number(process.env.SECRECY_SEED ?? 24) };

const game = fc.record({
  seats: fc.integer({ min: 1, max: 6 }),
  seed: fc.integer(),
  policySeed: fc.integer(),
});

type Game = typeof game extends fc.Arbitrary<infer G> ? G : never;

const twin = ({ seats, seed, policySeed }: Game, rounds: number): TwinSpec => ({
  config: { seats, options: { roundLimit: rounds } },
  seed,
  policySeed,
  maxCommands: 300,
  probes: 1,
  choose: (actions: readonly LegalAction<GameCommand>[], dice: Dice) =>
    randomPolicy(actions as LegalAction<MedievalCommand>[], dice) as GameCommand,
});

/** The sealed declarations (S003 18.2, S001 33.46, 33.61); everyone sees which empire a ballot is on. */
const SEALED = new Set(['CastBallot', 'DeclareBid', 'OfferAsylum']);
const shown = (c: GameCommand) => ('empire' in c ? [c.type, c.empire] : c.type);

describe('M28.3 secrecy: two games that differ in one hidden thing look alike to whoever may not see it', () => {
  it('M28.3: a swap of two Year Cards in the deal or two cards of the event pile gives every seat and spectators byte-identical events, views, legal actions and answers until the card is turned up', () => {
    // Every shuffle is hidden: the Year Card deal of each round (M4 step 1), the event pile (M20.1.5).
    // Five cards to each of at most seven empires: places past 34 are never dealt.
    const twist = fc.record({ call: fc.nat(2), i: fc.nat(34), j: fc.nat(34) });
    const twins = fc.tuple(game, twist);
    expect(comparedTwins(medieval, twins, ([g, t]) => ({ ...twin(g, 1), twist: t }), RUNS).length).toBeGreaterThan(0);
  });

  it('S003 18.2, S001 33.46, 33.61: a sealed ballot, bid or asylum offer made two ways is seen alike by every other seat and spectators until all are in and revealed together', () => {
    const sealed = { from: 0, is: (a: LegalAction<GameCommand>) => SEALED.has(a.type), shown };
    expect(comparedTwins(medieval, game, (g) => ({ ...twin(g, 2), sealed }), RUNS).length).toBeGreaterThan(0);
  });
});
