/** The command was called wrongly: the message says how to call it. Exit code 2. */
export class UsageError extends Error {
  readonly code = 'USAGE';
}

/** A whole-number option read from its text, `least` or more; undefined when it was not given. */
export function whole(name: string, text: string, least: number): number;
export function whole(name: string, text: string | undefined, least: number): number | undefined;
export function whole(name: string, text: string | undefined, least: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < least) throw new UsageError(`--${name} takes a whole number ≥ ${least}, not ${text}`);
  return n;
}
