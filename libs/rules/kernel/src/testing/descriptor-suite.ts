import { descriptorProblems } from '../descriptor/checks';
import { describeOptions } from '../descriptor/options';
import { RulesetDescriptor } from '../descriptor/schema';
import type { AnyRuleset } from '../ruleset';

/**
 * The tests every ruleset's descriptor passes, whatever its boards: called inside the ruleset's
 * `describe`, beside the tests that hold its boards and decks to its own rules.
 */
export function descriptorSuite(ruleset: AnyRuleset): void {
  const d = ruleset.descriptor;

  // descriptorProblems covers every board, those an option chooses too: anchors at least 20 units apart, anchors and
  // outlines inside the frame.
  it('validates against the kernel descriptor schema and its cross-references hold', () => {
    expect(RulesetDescriptor.safeParse(d).success).toBe(true);
    expect(descriptorProblems(d)).toEqual([]);
  });

  it('names the ruleset, version and seats of the ruleset', () => {
    expect([d.id, d.version, d.seats]).toEqual([ruleset.id, ruleset.version, ruleset.seats]);
  });

  it('derives its options from the options schema', () => {
    expect(d.options).toEqual(describeOptions(ruleset.schemas.options));
  });

  it(`gives each of the ${ruleset.seats.max} seats its own colour`, () => {
    expect(new Set(d.seatColours).size).toBeGreaterThanOrEqual(ruleset.seats.max);
  });
}
