import {
  isViolation,
  matchesAction,
  play,
  replay,
  RulesetRegistry,
  sampleAction,
  start,
  Dice,
  type Played,
  type Table,
} from '@empires/rules-kernel';
import { diceRace, type RaceEvent, type RaceState } from './dice-race';

const begin = (seed: number | string = 7) =>
  start<RaceState, RaceEvent>(diceRace, { seats: 2, options: { target: 10 } }, seed) as Played<RaceState, RaceEvent>;

describe('kernel tables', () => {
  it('sets up from the seed and records the PRNG state on the last event of a rolling decision', () => {
    const { table, recorded } = begin();
    expect(table.version).toBe(3);
    expect(recorded[0].rng).toBeUndefined();
    expect(recorded[2].rng).toEqual(table.rng);
  });

  it('gives byte-identical events for the same seed and the same commands', () => {
    const run = () => {
      let { table } = begin('0123456789abcdef0123456789abcdef');
      const all: unknown[] = [];
      for (let i = 0; i < 6; i++) {
        const played = play<RaceState, RaceEvent>(diceRace, table, { type: 'Roll' }, table.state.turn) as Played<
          RaceState,
          RaceEvent
        >;
        if (isViolation(played)) break;
        table = played.table;
        all.push(played.recorded);
      }
      return JSON.stringify(all);
    };
    expect(run()).toBe(run());
  });

  it('changes nothing when the rules refuse a command', () => {
    const { table } = begin();
    const refused = play(diceRace, table, { type: 'Roll' }, 1);
    expect(isViolation(refused) && refused.code).toBe('NOT_YOUR_TURN');
  });

  it('rebuilds the same table from the recorded events alone', () => {
    const opening = begin();
    let table: Table<RaceState> = opening.table;
    const recorded = [...opening.recorded];
    while (table.state.winner === null) {
      const played = play<RaceState, RaceEvent>(diceRace, table, { type: 'Roll' }, table.state.turn) as Played<
        RaceState,
        RaceEvent
      >;
      table = played.table;
      recorded.push(...played.recorded);
    }
    expect(replay(diceRace, recorded, 7)).toEqual(table);
  });
});

describe('ruleset registry', () => {
  it('finds a ruleset by id@version and its newest version by id', () => {
    const newer = { ...diceRace, version: '1.10.0' };
    const registry = new RulesetRegistry([diceRace, newer]);
    expect(registry.find('dice-race@1.0.0')).toBe(diceRace);
    expect(registry.find('dice-race')).toBe(newer);
    expect(registry.find('dice-race@2.0.0')).toBeUndefined();
  });

  it('refuses to register one version twice', () => {
    expect(() => new RulesetRegistry([diceRace, diceRace])).toThrow('registered twice');
  });
});

describe('legal actions with ranges', () => {
  const action = { type: 'Move', armies: { min: 1, max: 3 }, to: 4 };

  it('samples a range within its bounds and keeps fixed fields', () => {
    const dice = Dice.fromSeed(1);
    for (let i = 0; i < 50; i++) {
      const sampled = sampleAction(action, dice) as unknown as { type: string; armies: number; to: number };
      expect(sampled.armies).toBeGreaterThanOrEqual(1);
      expect(sampled.armies).toBeLessThanOrEqual(3);
      expect(sampled.to).toBe(4);
    }
  });

  it('matches a command against an action with ranges', () => {
    expect(matchesAction(action, { type: 'Move', armies: 2, to: 4 })).toBe(true);
    expect(matchesAction(action, { type: 'Move', armies: 5, to: 4 })).toBe(false);
    expect(matchesAction(action, { type: 'Move', armies: 2, to: 5 })).toBe(false);
  });
});
