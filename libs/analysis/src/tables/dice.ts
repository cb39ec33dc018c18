import type { RulesetRegistry } from '@empires/rules-kernel';
import { z } from 'zod';

type Step = { readonly prop: string } | { readonly each: true };

/** Where a die lies in an event's payload, as its ruleset's event schema declares it. */
interface DiePath {
  readonly steps: readonly Step[];
  readonly field: string;
  readonly sides: number;
}

export interface RolledDie {
  readonly field: string;
  readonly seat: number | null;
  readonly sides: number;
  readonly value: number;
}

type JsonSchema = {
  readonly $ref?: string;
  readonly type?: string;
  readonly maximum?: number;
  readonly items?: JsonSchema;
  readonly properties?: Record<string, JsonSchema & { const?: string }>;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
};

// Every ruleset names its dice types so: `Die` (a d6) and `D20`; their `maximum` is the number of faces.
const DIE_TYPE = /^(Die|D\d+)$/;

const fieldOf = (steps: readonly Step[]) =>
  steps
    .map((s) => ('prop' in s ? `.${s.prop}` : '[]'))
    .join('')
    .replace(/^\./, '');

/** Every path to a die in every event type of one JSON Schema (a ruleset's events.schema.json). */
export function diePaths(schema: { $defs?: Record<string, JsonSchema> }): Map<string, DiePath[]> {
  const defs = schema.$defs ?? {};
  const found = new Map<string, DiePath[]>();
  const walk = (node: JsonSchema, steps: Step[], seen: ReadonlySet<string>, into: DiePath[]): void => {
    if (node.$ref) {
      const name = node.$ref.split('/').pop() ?? '';
      const target = defs[name];
      if (!target || seen.has(name)) return;
      if (DIE_TYPE.test(name) && typeof target.maximum === 'number')
        into.push({ steps, field: fieldOf(steps), sides: target.maximum });
      else walk(target, steps, new Set([...seen, name]), into);
      return;
    }
    if (node.items) walk(node.items, [...steps, { each: true }], seen, into);
    for (const [prop, child] of Object.entries(node.properties ?? {})) walk(child, [...steps, { prop }], seen, into);
    for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) walk(child, steps, seen, into);
  };
  for (const [name, def] of Object.entries(defs)) {
    const type = def.properties?.type?.const;
    if (type !== name) continue;
    const paths: DiePath[] = [];
    walk(def, [], new Set([name]), paths);
    const unique = [...new Map(paths.map((p) => [p.field, p])).values()];
    if (unique.length > 0) found.set(name, unique);
  }
  return found;
}

const seatOf = (value: unknown, outer: number | null): number | null => {
  const seat = (value as { seat?: unknown } | null)?.seat;
  return typeof seat === 'number' && seat >= 0 ? seat : outer;
};

function collect(value: unknown, steps: readonly Step[], seat: number | null, path: DiePath, out: RolledDie[]): void {
  if (steps.length === 0) {
    if (typeof value === 'number') out.push({ field: path.field, seat, sides: path.sides, value });
    return;
  }
  const [step, ...rest] = steps;
  if ('each' in step) {
    if (Array.isArray(value)) for (const item of value) collect(item, rest, seatOf(item, seat), path, out);
    return;
  }
  if (value && typeof value === 'object') {
    const child = (value as Record<string, unknown>)[step.prop];
    collect(child, rest, seatOf(child, seat), path, out);
  }
}

/**
 * Finds the dice in events by their rulesets' own schemas, so a ruleset that adds a dice event
 * needs nothing here. medieval's TieBrokenByDie is the one die typed otherwise: one face per candidate.
 */
export class DiceReader {
  private readonly byRuleset = new Map<string, Map<string, DiePath[]>>();

  constructor(private readonly registry: RulesetRegistry) {}

  dice(ruleset: string, type: string, payload: unknown): RolledDie[] {
    if (type === 'TieBrokenByDie') {
      const { among, roll } = payload as { among: unknown[]; roll: number };
      return [{ field: 'roll', seat: null, sides: among.length, value: roll }];
    }
    const paths = this.pathsOf(ruleset).get(type) ?? [];
    const out: RolledDie[] = [];
    for (const path of paths) collect(payload, path.steps, seatOf(payload, null), path, out);
    return out;
  }

  private pathsOf(ruleset: string): Map<string, DiePath[]> {
    let paths = this.byRuleset.get(ruleset);
    if (!paths) {
      const events = this.registry.find(ruleset)?.schemas.events;
      paths = events ? diePaths(z.toJSONSchema(events, { io: 'output' }) as never) : new Map();
      this.byRuleset.set(ruleset, paths);
    }
    return paths;
  }
}
