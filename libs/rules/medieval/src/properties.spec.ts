import fc from 'fast-check';
import { Dice, isViolation, replay, start, type Recorded } from '@empires/rules-kernel';
import { medieval } from './ruleset';
import type { MedievalEvent } from './event-types';
import type { MedievalState } from './state';
import { claimBreach } from './play/checks';
import { playNext } from './testing/play-next';

/** A random game as recorded events, with the state before each event. */
function game(
  seats: number,
  seed: number,
  rounds: number,
): { recorded: Recorded<MedievalEvent>[]; states: MedievalState[] } {
  const started = start<MedievalState, MedievalEvent>(medieval, { seats, options: { roundLimit: rounds } }, seed);
  if (isViolation(started)) throw new Error(started.message);
  const recorded = [...started.recorded];
  let table = started.table;
  const policy = Dice.fromSeed(seed ^ 0x5bd1e995);
  while (table.state.phase !== 'ended') {
    const played = playNext(table, policy);
    recorded.push(...played.recorded);
    table = played.table;
  }
  const states: MedievalState[] = [];
  let s = medieval.initialState;
  for (const r of recorded) {
    states.push(s);
    s = medieval.evolve(s, r.event);
  }
  states.push(s);
  return { recorded, states };
}

const arb = fc.record({
  seats: fc.integer({ min: 0, max: 6 }),
  seed: fc.integer(),
  rounds: fc.integer({ min: 1, max: 3 }),
});

describe('properties of random games', () => {
  it('gold is never negative', () => {
    fc.assert(
      fc.property(arb, ({ seats, seed, rounds }) =>
        game(seats, seed, rounds).states.every((s) => s.empires.every((e) => e.gold >= 0)),
      ),
      { numRuns: 8 },
    );
  });

  it('every area is owned by at most one empire and never by a removed one', () => {
    fc.assert(
      fc.property(arb, ({ seats, seed, rounds }) =>
        game(seats, seed, rounds).states.every((s) =>
          s.areas.every((a) => a.owner < 0 || (s.empires[a.owner].status !== 'removed' && a.magnate < 0)),
        ),
      ),
      { numRuns: 8 },
    );
  });

  it("claims arise only by S003 18.x: each under a named way whose conditions held, one per empire per area, of the leader's religion", () => {
    fc.assert(
      fc.property(arb, ({ seats, seed, rounds }) => {
        const { recorded, states } = game(seats, seed, rounds);
        const breaches = recorded
          .map((r, i) => claimBreach(states[i], r.event, states[i + 1]))
          .filter((b) => b !== null);
        expect(breaches).toEqual([]);
      }),
      { numRuns: 8 },
    );
  });

  it('is deterministic: the recorded events replay to the same state, and the same seed gives the same game', () => {
    fc.assert(
      fc.property(arb, ({ seats, seed, rounds }) => {
        const a = game(seats, seed, rounds);
        const b = game(seats, seed, rounds);
        const replayed = replay<MedievalState, MedievalEvent>(medieval, a.recorded, seed);
        expect(b.recorded.map((r) => r.event)).toEqual(a.recorded.map((r) => r.event));
        expect(replayed.state).toEqual(a.states[a.states.length - 1]);
      }),
      { numRuns: 5 },
    );
  });
});
