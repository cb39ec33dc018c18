// An event in a line of words, for any ruleset: its type, then its fields, with areas and seats
// named from the ruleset's descriptor (what any client can ask the server for).
import type { RulesetQuery } from '@empires/client';

type Descriptor = { board: { areas: { index: number; name: string }[] } };
const AREA_FIELDS = new Set(['territory', 'from', 'to', 'area', 'target', 'origin']);

export function eventWords(
  ruleset: RulesetQuery['ruleset'] | undefined,
  e: { seq: number; type: string; payload: unknown },
): string {
  const names = new Map(
    ((ruleset?.descriptor as Descriptor | undefined)?.board.areas ?? []).map((a) => [a.index, a.name]),
  );
  const fields = Object.entries((e.payload ?? {}) as Record<string, unknown>)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => {
      if (AREA_FIELDS.has(key) && typeof value === 'number' && names.has(value)) return `${key} ${names.get(value)}`;
      if (key === 'seat' || key === 'by') return `${key} ${value}`;
      const text = JSON.stringify(value);
      return `${key} ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`;
    });
  return `#${e.seq} ${e.type}${fields.length ? `: ${fields.join(', ')}` : ''}`;
}
