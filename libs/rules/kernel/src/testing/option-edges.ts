import { describeOptions, optionExtremes } from '../descriptor/options';
import { Dice } from '../dice';
import type { AnyRuleset } from '../ruleset';
import { isViolation } from '../violation';

/**
 * Set-up of `seats` with each edge of what the options schema accepts (every choice, the least and
 * the most of every number): how many edges there are, and those set-up refuses, with the refusal.
 * None refused: the schema lets through only options set-up plays.
 */
export function optionEdgesRefused(ruleset: AnyRuleset, seats: number): { edges: number; refused: string[] } {
  const schema = ruleset.schemas.options;
  const edges = optionExtremes(describeOptions(schema));
  const refused = edges.flatMap((options) => {
    const events = ruleset.setup({ seats, options: schema.parse(options) }, Dice.fromSeed(1));
    return isViolation(events) ? [`${JSON.stringify(options)}: ${events.code} ${events.message}`] : [];
  });
  return { edges: edges.length, refused };
}

/**
 * The tests every ruleset's options schema passes: called inside the ruleset's `describe`, beside
 * the refusals of its own options. `edges.seats` is a seat count every edge can be set up with.
 */
export function optionsSuite(ruleset: AnyRuleset, edges: { readonly seats: number; readonly atLeast: number }): void {
  const schema = ruleset.schemas.options;

  it('accepts no options at all and fills in the defaults, which are the ruleset defaults', () => {
    expect(schema.parse({})).toEqual(ruleset.defaultOptions);
    expect(schema.parse(ruleset.defaultOptions)).toEqual(ruleset.defaultOptions);
  });

  it('lets through only options set-up plays: every choice and both ends of every range', () => {
    const { edges: count, refused } = optionEdgesRefused(ruleset, edges.seats);
    expect(count).toBeGreaterThanOrEqual(edges.atLeast);
    expect(refused).toEqual([]);
  });
}

/** What the options schema of `ruleset` says of `given`: its issues, none where it accepts. */
export const optionIssues = (ruleset: AnyRuleset) => (given: unknown) =>
  ruleset.schemas.options.safeParse(given).error?.issues ?? [];
