import fc from 'fast-check';
import type { Dice, GameCommand, LegalAction, TwinSpec } from '@empires/rules-kernel';
import { comparedTwins } from '@empires/rules-kernel/testing';
import type { WarlordsCommand } from './commands';
import { randomPolicy } from './play/random-game';
import { warlords } from './ruleset';

/** The same pairs at every run; `SECRECY_RUNS=500 SECRECY_SEED=7 npx jest ...` searches further. */
const RUNS = { numRuns: Number(process.env.SECRECY_RUNS ?? 10), seed: Number(process.env.SECRECY_SEED ?? 24) };

const game = fc.record({
  seats: fc.integer({ min: 2, max: 6 }),
  seed: fc.integer(),
  policySeed: fc.integer(),
  manual: fc.boolean(),
  // A draft is held in the open (S004 Start 2 optional); which box each drafted general goes into is not.
  generals: fc.constantFrom('deal' as const, 'draft' as const),
});

type Game = typeof game extends fc.Arbitrary<infer G> ? G : never;

const twin = ({ seats, seed, policySeed, manual, generals }: Game): TwinSpec => ({
  config: {
    seats,
    options: {
      sides: manual ? 'choose' : 'auto',
      placement: manual ? 'manual' : 'auto',
      generals,
      roundLimit: 2,
    },
  },
  seed,
  policySeed,
  maxCommands: 100,
  probes: 2,
  avoid: (a) => a.type === 'Resign',
  choose: (actions: readonly LegalAction<GameCommand>[], dice: Dice) =>
    randomPolicy(actions as LegalAction<WarlordsCommand>[], dice) as GameCommand,
});

describe('S004 secrecy: two games that differ in one hidden general look alike to whoever may not see him', () => {
  it('S004 Start 2: a swap of two generals in the deal or in a seat’s boxes gives every other seat and spectators byte-identical events, views, legal actions and answers until he is revealed', () => {
    // Shuffle 0 is the deck dealt five by five; then, with placement left to the dice, each seat's boxes.
    const twist = fc.record({ call: fc.nat(6), i: fc.nat(29), j: fc.nat(29) });
    const twins = fc.tuple(game, twist);
    expect(comparedTwins(warlords, twins, ([g, t]) => ({ ...twin(g), twist: t }), RUNS).length).toBeGreaterThan(0);
  });

  it('S004 Start 2: a seat that puts its generals in its boxes two ways is seen alike by every other seat and spectators until one is revealed', () => {
    const sealed = { from: 0, is: (a: LegalAction<GameCommand>) => a.type === 'AssignGenerals', shown: () => null };
    const twinOf = (g: Game) => ({ ...twin({ ...g, manual: true }), sealed });
    expect(comparedTwins(warlords, game, twinOf, RUNS).length).toBeGreaterThan(0);
  });
});
