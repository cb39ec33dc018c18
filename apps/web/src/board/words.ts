import type { Names } from './adapter';

/**
 * An event in words when its ruleset says nothing better: its name split into words and the
 * fields that name seats and areas by their names.
 */
export function plainWords(
  type: string,
  payload: Record<string, unknown>,
  names: Names,
  areaFields: readonly string[],
) {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (key === 'type') continue;
    if (typeof value === 'number' && key === 'seat') parts.unshift(names.seat(value));
    else if (typeof value === 'number' && areaFields.includes(key)) parts.push(`${key} ${names.area(value)}`);
    else if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
      parts.push(`${key} ${value}`);
  }
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return parts.length ? `${words}: ${parts.join(', ')}` : words;
}

/** A list in words: "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
