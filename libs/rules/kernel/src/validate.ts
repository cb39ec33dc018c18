import type { z } from 'zod';
import { Dice } from './dice';
import type { AnyRuleset } from './ruleset';
import { Codes, isViolation, violation, type RuleViolation } from './violation';

/** `$.cards[2]` for zod's `['cards', 2]`: where in the input the problem is. */
export const jsonPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((at, key) => (typeof key === 'number' ? `${at}[${key}]` : `${at}.${String(key)}`), '$');

/** The first problems of a failed parse, each with its path, in one line a client can show. */
export function describeIssues(error: z.ZodError, most = 3): string {
  const shown = error.issues.slice(0, most).map((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '';
    return `${jsonPath(issue.path)}: ${issue.message}${keys}`;
  });
  const more = error.issues.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}

/**
 * Checks a command against the ruleset's command schema before any rule sees it: a command of
 * the wrong shape is `MALFORMED_COMMAND` naming the path and what was expected, and changes
 * nothing. A ruleset that declares no command schema leaves the shape to its `decide`.
 */
export function checkCommand(ruleset: AnyRuleset, command: unknown): RuleViolation | undefined {
  const schema = ruleset.schemas.commands;
  if (!schema) return undefined;
  const parsed = schema.safeParse(command);
  return parsed.success ? undefined : violation(Codes.malformed, describeIssues(parsed.error));
}

/** Checks options against the ruleset's options schema: `BAD_OPTIONS` with the path, or the options with defaults filled. */
export function checkOptions(ruleset: AnyRuleset, options: unknown): RuleViolation | { readonly options: unknown } {
  const parsed = ruleset.schemas.options.safeParse(options ?? {});
  return parsed.success ? { options: parsed.data } : violation('BAD_OPTIONS', describeIssues(parsed.error));
}

/**
 * The options of a new game as the engine takes them, for games of each of `seatCounts` seats:
 * `checkOptions` (its message begun `options`), then a trial setup at each count. Setup is pure:
 * throwaway dice check seat count and options when a game (or a table or tournament that will make
 * games) is asked for, not when it starts.
 */
export function checkNewGameOptions(
  ruleset: AnyRuleset,
  seatCounts: Iterable<number>,
  options: unknown,
): RuleViolation | { readonly options: unknown } {
  const checked = checkOptions(ruleset, options);
  if (isViolation(checked)) return violation(checked.code, `options ${checked.message}`);
  for (const seats of new Set(seatCounts)) {
    const trial = ruleset.setup({ seats, options: checked.options }, Dice.fromSeed(0));
    if (isViolation(trial)) return trial;
  }
  return checked;
}
