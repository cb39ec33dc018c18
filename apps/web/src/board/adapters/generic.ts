import type { BoardAdapter } from '../adapter';
import { plainWords } from '../words';

/** A ruleset the page has no drawing for (a test's, a fork's): its board empty, its events in plain words. */
export const generic: BoardAdapter = {
  board: (descriptor) => descriptor.board,
  areaFields: [],
  marks: () => [],
  phase: (view) => String((view as { phase?: unknown } | null)?.phase ?? ''),
  panels: (view) => [{ title: 'View', rows: [JSON.stringify(view)] }],
  describeEvent: (type, payload, names) => plainWords(type, payload, names, []),
  dice: () => [],
};
