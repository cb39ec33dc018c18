import { z } from 'zod';

// For the rulesets' schema tests: copies of a valid command, event or view with one thing wrong each,
// which the schema must refuse (a schema that accepts them bounds too little).

/** A copy of a valid value with one thing wrong, and what. */
export interface Mutant {
  readonly change: string;
  readonly value: unknown;
}

/** The schema that bounds a present value: past nullable (unless it is null), optional and default, to the union member it matches. */
function bounding(schema: z.ZodType, value: unknown): z.ZodType {
  let s = schema;
  for (;;) {
    // A null is bounded by the nullable itself: the union inside has no member for it.
    if (s instanceof z.ZodNullable && value === null) return s;
    if (s instanceof z.ZodNullable || s instanceof z.ZodOptional || s instanceof z.ZodDefault)
      s = s._zod.def.innerType as z.ZodType;
    else if (s instanceof z.ZodDiscriminatedUnion) {
      const key = s._zod.def.discriminator;
      const match = s.options.find((o) => (o as z.ZodType).safeParse(value).success);
      if (!match) throw new Error(`no member of the union takes ${JSON.stringify(value)} (${key})`);
      s = match as z.ZodType;
    } else return s;
  }
}

function wrongType(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return 7;
  if (typeof value === 'boolean') return Number(value);
  if (value === null) return 'none';
  if (Array.isArray(value)) return { ...value };
  return [value];
}

/** Values just outside what the schema allows here: past each bound, not whole, not a choice it offers. */
function outOfRange(s: z.ZodType, value: unknown): unknown[] {
  if (s instanceof z.ZodNumber && typeof value === 'number') {
    const out: unknown[] = [value + 0.5];
    if (s.maxValue !== null && s.maxValue < Number.MAX_SAFE_INTEGER) out.push(s.maxValue + 1);
    if (s.minValue !== null && s.minValue > Number.MIN_SAFE_INTEGER) out.push(s.minValue - 1);
    return out;
  }
  if (s instanceof z.ZodEnum || s instanceof z.ZodLiteral) {
    if (typeof value === 'string') return [`${value}Not`];
    if (typeof value === 'number') {
      // The next number it does not take: a literal may take several (0, 1 or 2).
      const taken = new Set<unknown>(s instanceof z.ZodLiteral ? s.values : s.options);
      let next = value + 1;
      while (taken.has(next)) next++;
      return [next];
    }
    if (typeof value === 'boolean') return [!value];
  }
  return [];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every copy of `value` (valid for `schema`) with one field of any depth given the wrong type, a
 * number out of range, a required field left out, or an object given an unknown key. Lists are
 * mutated through their first item. A schema that accepts any of them is too lax.
 */
export function mutants(schema: z.ZodType, value: unknown, at = '$'): Mutant[] {
  const s = bounding(schema, value);
  const out: Mutant[] = [{ change: `${at}: wrong type`, value: wrongType(value) }];
  for (const v of outOfRange(s, value)) out.push({ change: `${at}: ${JSON.stringify(v)} out of range`, value: v });
  if (s instanceof z.ZodObject && isRecord(value)) {
    out.push({ change: `${at}: unknown key`, value: { ...value, unknownKey: 1 } });
    for (const [key, field] of Object.entries(s.shape as Record<string, z.ZodType>)) {
      if (!(key in value)) continue;
      if (!field.safeParse(undefined).success) {
        const { [key]: _left, ...rest } = value;
        out.push({ change: `${at}.${key}: left out`, value: rest });
      }
      for (const m of mutants(field, value[key], `${at}.${key}`))
        out.push({ ...m, value: { ...value, [key]: m.value } });
    }
  }
  if (s instanceof z.ZodArray && Array.isArray(value) && value.length > 0) {
    for (const m of mutants(s.element as z.ZodType, value[0], `${at}[0]`))
      out.push({ ...m, value: [m.value, ...value.slice(1)] });
  }
  return out;
}

/** The mutants of `value` that `schema` still accepts, by what was changed: empty when it is precise. */
export const acceptedMutants = (schema: z.ZodType, value: unknown): string[] =>
  mutants(schema, value)
    .filter((m) => schema.safeParse(m.value).success)
    .map((m) => m.change);

type Json = { [key: string]: unknown };

/**
 * The paths of a schema's whole numbers that have no upper bound in its JSON Schema (zod writes the
 * largest safe integer there): for the rulesets' tests that every count the game fixes is bounded.
 */
export const unboundedIntegers = (schema: z.ZodType): string[] => unbounded(z.toJSONSchema(schema));

function unbounded(schema: unknown, path = '#'): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as Json;
  const here = s.type === 'integer' && !((s.maximum as number) < Number.MAX_SAFE_INTEGER) ? [path] : [];
  const below = Object.entries(s).flatMap(([key, value]) =>
    Array.isArray(value)
      ? value.flatMap((item, i) => unbounded(item, `${path}/${key}/${i}`))
      : unbounded(value, `${path}/${key}`),
  );
  return [...here, ...below];
}
