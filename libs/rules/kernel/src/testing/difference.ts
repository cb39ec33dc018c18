// Where two values first differ, as a path a failure message can name. Equality is that of stored
// events: a key holding `undefined` is the same as a missing key (JSON drops both alike).

export const show = (value: unknown): string => {
  if (value === undefined) return 'undefined';
  if (typeof value === 'bigint') return `${value}n`;
  const text = JSON.stringify(value, (_, v: unknown) => (ArrayBuffer.isView(v) ? Array.from(v as Uint8Array) : v));
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

const kindOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (ArrayBuffer.isView(value)) return 'typed array';
  if (value instanceof Map) return 'map';
  if (value instanceof Set) return 'set';
  return typeof value;
};

const at = (path: string, expected: unknown, actual: unknown): string =>
  `at ${path || '(the whole value)'}: expected ${show(expected)}, got ${show(actual)}`;

/** Null when `actual` equals `expected`; otherwise where and how the first difference shows. */
export function difference(expected: unknown, actual: unknown, path = ''): string | null {
  if (Object.is(expected, actual)) return null;
  const kind = kindOf(expected);
  if (kind !== kindOf(actual) || typeof expected !== 'object' || expected === null) return at(path, expected, actual);
  if (kind === 'array' || kind === 'typed array') {
    const e = expected as ArrayLike<unknown>;
    const a = actual as ArrayLike<unknown>;
    if (e.length !== a.length) return `${at(`${path}.length`, e.length, a.length)} (${show(actual)})`;
    for (let i = 0; i < e.length; i++) {
      const found = difference(e[i], a[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (kind === 'map' || kind === 'set') {
    const e = [...(expected as Map<unknown, unknown> | Set<unknown>).entries()];
    const a = [...(actual as Map<unknown, unknown> | Set<unknown>).entries()];
    return difference(e, a, `${path}.entries()`);
  }
  const e = expected as Record<string, unknown>;
  const a = actual as Record<string, unknown>;
  const keys = new Set([...Object.keys(e), ...Object.keys(a)]);
  for (const key of keys) {
    const found = difference(e[key], a[key], `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/**
 * Like `difference`, but only for what `expected` names: keys it leaves out of an object may hold
 * anything. Arrays still match in length and order.
 */
export function partialDifference(expected: unknown, actual: unknown, path = ''): string | null {
  const plain = (v: unknown) => kindOf(v) === 'object';
  if (!plain(expected) || !plain(actual)) {
    if (kindOf(expected) === 'array' && kindOf(actual) === 'array') {
      const e = expected as unknown[];
      const a = actual as unknown[];
      if (e.length !== a.length) return `${at(`${path}.length`, e.length, a.length)} (${show(actual)})`;
      for (let i = 0; i < e.length; i++) {
        const found = partialDifference(e[i], a[i], `${path}[${i}]`);
        if (found) return found;
      }
      return null;
    }
    return difference(expected, actual, path);
  }
  const e = expected as Record<string, unknown>;
  const a = actual as Record<string, unknown>;
  for (const key of Object.keys(e)) {
    const found = partialDifference(e[key], a[key], `${path}.${key}`);
    if (found) return found;
  }
  return null;
}
