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
