/**
 * The value of one NDJSON line, or `undefined` when the line is not JSON (JSON has no
 * `undefined`), so each reader throws its own typed error instead of a SyntaxError.
 */
export function jsonOf(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/**
 * Whether a line's value is an object whose `fields` hold values of the given `typeof`: the
 * fields a reader needs before it trusts the line as one of its records.
 */
export function hasFields(value: unknown, fields: Readonly<Record<string, 'string' | 'number'>>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(fields).every(([name, type]) => typeof record[name] === type);
}
