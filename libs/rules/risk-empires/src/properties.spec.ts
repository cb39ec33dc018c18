import fc from 'fast-check';
import { isViolation, play, replay, start, type Recorded, type Table } from '@empires/rules-kernel';
import type { RiskEvent } from './events';
import { riskEmpires as R } from './ruleset';
import type { RiskState } from './state';
import { randomGame } from './testing/random-game';

const arb = fc.record({
  seats: fc.integer({ min: 2, max: 6 }),
  seed: fc.integer({ min: 0, max: 1 << 30 }),
  rounds: fc.integer({ min: 1, max: 6 }),
  setup: fc.constantFrom('standard' as const, 'byChoice' as const, 'dealt' as const),
  armyStock: fc.constantFrom(40, 60, 100),
});

describe('properties of random legal games', () => {
  it('every invariant holds after every command (armies, cities, 58 goods and 58 Empire Cards conserved, no empty territory)', () => {
    fc.assert(
      fc.property(arb, ({ seats, seed, rounds, setup, armyStock }) => {
        const game = randomGame(seats, seed, { roundLimit: rounds, setup, armyStock }, 300);
        for (const step of game.steps) {
          const broken = R.invariants(step.after);
          if (broken.length) throw new Error(`${broken.join('; ')} after ${JSON.stringify(step.command)}`);
        }
        expect(R.outcome(game.final)).not.toBeNull();
      }),
      { numRuns: 25 },
    );
  });

  it('replays are deterministic: the same seed and commands give byte-identical events, and the events rebuild the state', () => {
    fc.assert(
      fc.property(arb, ({ seats, seed, rounds, setup }) => {
        const options = { roundLimit: rounds, setup };
        const game = randomGame(seats, seed, options, 500);
        // Through the kernel, as the engine plays: fresh dice from the table's PRNG state each command.
        const again = (): Recorded<RiskEvent>[] => {
          const opened = start<RiskState, RiskEvent>(R, { seats, options }, seed);
          if (isViolation(opened)) throw new Error(opened.message);
          let table: Table<RiskState> = opened.table;
          const recorded = [...opened.recorded];
          for (const step of game.steps) {
            const played = play<RiskState, RiskEvent>(R, table, step.command, step.seat);
            if (isViolation(played)) throw new Error(played.message);
            recorded.push(...played.recorded);
            table = played.table;
          }
          return recorded;
        };
        const a = again();
        const b = again();
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
        expect(JSON.stringify(a.map((r) => r.event))).toBe(
          JSON.stringify([...game.opening, ...game.steps.flatMap((s) => s.events)]),
        );
        expect(replay<RiskState, RiskEvent>(R, a, seed).state).toEqual(game.final);
      }),
      { numRuns: 10 },
    );
  });

  it('evolve never changes the state it is given', () => {
    const game = randomGame(4, 77, { roundLimit: 3 });
    for (const step of game.steps.filter((_, i) => i % 5 === 0)) {
      const before = JSON.stringify(step.before);
      step.events.reduce(R.evolve, step.before);
      expect(JSON.stringify(step.before)).toBe(before);
    }
  });

  it('evolve ignores events it does not know', () => {
    const game = randomGame(2, 3, { roundLimit: 1 });
    expect(R.evolve(game.final, { type: 'SomethingElse' } as unknown as RiskEvent)).toEqual(game.final);
  });
});
