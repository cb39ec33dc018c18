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
