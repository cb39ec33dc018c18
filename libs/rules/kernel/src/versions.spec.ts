import { Dice } from './dice';
import { everyone, onlySeats, type AnyRuleset } from './ruleset';
import { shippedVersions, type RulesOfEveryVersion } from './versions';

/** A toy ruleset whose only ruling is how many points a game starts with. */
type Event = { type: 'Started'; points: number } | { type: 'Dealt'; seat: number; card: number };
type Rules = RulesOfEveryVersion<number, { type: 'Pass' }, Event, string, unknown, { startingPoints: number }>;

// Only what versions change or make is filled in: the rest of a ruleset passes through untouched.
const rules = {
  id: 'toy',
  descriptor: { id: 'toy', version: 'unset' } as Rules['descriptor'],
  setup: (_config, _dice, rulings) => [{ type: 'Started', points: rulings.startingPoints }],
  secrets: {
    secrets: [],
    events: { Dealt: { seenBy: (e) => [e.seat], masked: (e) => ({ ...e, card: -1 }) } },
    revealedBy: [],
    view: (state, viewer) => `${state} seen by ${viewer}`,
  },
} as Partial<Rules> as Rules;

describe('the versions a ruleset shipped', () => {
  const shipped = shippedVersions(rules, [
    ['1.0.0', { startingPoints: 3 }],
    ['1.1.0', { startingPoints: 5 }],
  ]);

  it('serves each version with its own rulings, and the last as the newest', () => {
    expect(shipped.all.map((r) => r.version)).toEqual(['1.0.0', '1.1.0']);
    expect(shipped.newest).toBe(shipped.all[1]);
    const setupOf = (r: AnyRuleset) => r.setup({ seats: 2, options: {} }, Dice.fromSeed(1));
    expect(shipped.all.map(setupOf)).toEqual([[{ type: 'Started', points: 3 }], [{ type: 'Started', points: 5 }]]);
  });

  it("names the version in each version's descriptor", () => {
    expect(shipped.all.map((r) => r.descriptor.version)).toEqual(['1.0.0', '1.1.0']);
    expect(shipped.all.every((r) => r.id === 'toy')).toBe(true);
  });

  it('makes view, redact and visibility from the secrets it declares', () => {
    const dealt: Event = { type: 'Dealt', seat: 1, card: 7 };
    const started: Event = { type: 'Started', points: 3 };
    expect(shipped.newest.view(4, 'spectator')).toBe('4 seen by spectator');
    expect(shipped.newest.redact(dealt, 1)).toBe(dealt);
    expect(shipped.newest.redact(dealt, 0)).toEqual({ type: 'Dealt', seat: 1, card: -1 });
    expect(shipped.newest.redact(started, 'spectator')).toBe(started);
    expect(shipped.newest.visibility(dealt)).toEqual(onlySeats(1));
    expect(shipped.newest.visibility(started)).toEqual(everyone);
  });

  it('refuses a ruleset that shipped no version', () => {
    expect(() => shippedVersions(rules, [])).toThrow('ruleset toy has shipped no version');
  });
});
