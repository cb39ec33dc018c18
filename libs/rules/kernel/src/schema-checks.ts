import type { z } from 'zod';
import type { Viewer } from './ruleset';

// For the rulesets' schema tests, which check thousands of events, moves and views of played games
// against the schemas they declare.

/** Every seat of a game of `seats` and a spectator: everyone a redaction or a view is made for. */
export const viewersOf = (seats: number): Viewer[] => [
  ...Array.from({ length: seats }, (_, seat) => seat),
  'spectator',
];

/** Each failure once per kind, with one example: a readable answer when thousands are checked. */
export function schemaFailures(schema: z.ZodType, values: readonly unknown[]): string[] {
  const found = new Map<string, string>();
  for (const value of values) {
    const parsed = schema.safeParse(value);
    if (parsed.success) continue;
    const issue = parsed.error.issues[0];
    const kind = `${(value as { type?: string }).type ?? ''} ${issue.path.join('.')}: ${issue.message}`;
    if (!found.has(kind)) found.set(kind, `${kind} in ${JSON.stringify(value).slice(0, 200)}`);
  }
  return [...found.values()];
}

/** Equal values once: the same move is offered over and over, and a schema answers alike for equals. */
export const distinctValues = <T>(values: readonly T[]): T[] => [
  ...new Map(values.map((v) => [JSON.stringify(v), v] as const)).values(),
];

/** The first value of each `type`, in order. */
export function firstOfEachType<T extends { type: string }>(values: readonly T[]): T[] {
  const first = new Map<string, T>();
  for (const v of values) if (!first.has(v.type)) first.set(v.type, v);
  return [...first.values()];
}
