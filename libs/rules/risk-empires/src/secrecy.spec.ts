import fc from 'fast-check';
import { comparedTwins } from '@empires/rules-kernel/testing';
import { riskEmpires } from './ruleset';

/** The same pairs at every run; `SECRECY_RUNS=500 SECRECY_SEED=7 npx jest ...` searches further. */
const RUNS = { numRuns: Number(process.env.SECRECY_RUNS ?? 10), seed: Number(process.env.SECRECY_SEED ?? 24) };

/** Shuffles 0-4 order the five goods piles, 5 the territory deck (`setup.ts`); 6 deals territories in the open. */
const HIDDEN_SHUFFLES = 5;

const twins = fc.record({
  seats: fc.integer({ min: 2, max: 6 }),
  seed: fc.integer(),
  policySeed: fc.integer(),
  setup: fc.constantFrom('dealt' as const, 'standard' as const),
  twist: fc.record({ call: fc.nat(HIDDEN_SHUFFLES), i: fc.nat(43), j: fc.nat(43) }),
});

describe('S002 secrecy: two games that differ in one hidden card look alike to whoever may not see it', () => {
  it('S002 5b, Set Up: a swap of two cards in a goods pile or the territory deck gives every other seat and spectators byte-identical events, views, legal actions and answers until the rules show the cards', () => {
    const compared = comparedTwins(
      riskEmpires,
      twins,
      ({ seats, seed, policySeed, setup, twist }) => ({
        config: { seats, options: { setup, roundLimit: 1 } },
        seed,
        twist,
        policySeed,
        maxCommands: 200,
        probes: 2,
        avoid: (a) => a.type === 'Resign',
      }),
      RUNS,
    );
    // Not a vacuous pass: pairs parted (a pile holds each card once) and were compared.
    expect(compared.length).toBeGreaterThan(0);
  });
});
