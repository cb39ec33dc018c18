import { Dice } from './dice';
import type { AnyRuleset } from './ruleset';
import { shippedVersions, type RulesOfEveryVersion } from './versions';

/** A toy ruleset whose only ruling is how many points a game starts with. */
type Event = { type: 'Started'; points: number };
type Rules = RulesOfEveryVersion<unknown, { type: 'Pass' }, Event, unknown, unknown, { startingPoints: number }>;

// Only what versions change is filled in: the rest of a ruleset passes through untouched.
const rules = {
  id: 'toy',
  descriptor: { id: 'toy', version: 'unset' } as Rules['descriptor'],
  setup: (_config, _dice, rulings) => [{ type: 'Started', points: rulings.startingPoints }],
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

  it('refuses a ruleset that shipped no version', () => {
    expect(() => shippedVersions(rules, [])).toThrow('ruleset toy has shipped no version');
  });
});
