import { ClockSettingsSchema } from '@empires/contracts';
import { jsonPath, type AnyRuleset } from '@empires/rules-kernel';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';

/** One way input differs from its schema: where, and what was expected. */
export interface Issue {
  readonly path: string;
  readonly message: string;
}

const MOST_ISSUES = 10;

const issuesOf = (error: z.ZodError): Issue[] =>
  error.issues.slice(0, MOST_ISSUES).map((i) => ({
    path: jsonPath(i.path),
    message: i.code === 'unrecognized_keys' ? `${i.message} (${i.keys.join(', ')})` : i.message,
  }));

/**
 * BAD_USER_INPUT for input of the wrong shape, each issue with its JSON path in
 * `extensions.issues`; `reason` is what was checked (`MALFORMED_COMMAND`, `BAD_OPTIONS`).
 */
export function malformed(what: string, reason: string, issues: readonly Issue[]): GraphQLError {
  const first = issues[0];
  return new GraphQLError(`${what} does not fit its schema: ${first.path}: ${first.message}`, {
    extensions: { code: 'BAD_USER_INPUT', reason, issues },
  });
}

/** The command's problems against the ruleset's command schema (none when it has no schema). */
export function commandIssues(ruleset: AnyRuleset, action: unknown): Issue[] {
  const parsed = ruleset.schemas.commands?.safeParse(action);
  return parsed && !parsed.success ? issuesOf(parsed.error) : [];
}

/** The options' problems against the ruleset's options schema. */
export function optionIssues(ruleset: AnyRuleset, options: unknown): Issue[] {
  const parsed = ruleset.schemas.options.safeParse(options ?? {});
  return parsed.success ? [] : issuesOf(parsed.error);
}

/** Refuses (BAD_CLOCK) a time control that does not fit `ClockSettings`; null or undefined is no clock. */
export function requireValidClock(clock: unknown): void {
  if (clock === undefined || clock === null) return;
  const parsed = ClockSettingsSchema.safeParse(clock);
  if (!parsed.success) throw malformed('the clock', 'BAD_CLOCK', issuesOf(parsed.error));
}
