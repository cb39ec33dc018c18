import { z } from 'zod';
import type { OptionDescriptor } from './schema';

type JsonSchema = { [key: string]: unknown };

/** The JSON Schema a client sends options against: fields with defaults may be left out. */
export const optionsJsonSchema = (schema: z.ZodObject): JsonSchema => z.toJSONSchema(schema, { io: 'input' });

const branches = (s: JsonSchema): JsonSchema[] => (Array.isArray(s.anyOf) ? (s.anyOf as JsonSchema[]) : [s]);

function typeOf(s: JsonSchema): string {
  const types = branches(s).flatMap((b) => (Array.isArray(b.type) ? b.type : [b.type ?? 'any']));
  return [...new Set(types)].join(' | ');
}

function choicesOf(s: JsonSchema): unknown[] | undefined {
  const values = branches(s).map((b) => (Array.isArray(b.enum) ? b.enum : 'const' in b ? [b.const] : null));
  if (values.some((v) => v === null)) return undefined;
  return values.flat();
}

function bound(s: JsonSchema, key: 'minimum' | 'maximum'): number | undefined {
  const found = branches(s).find((b) => typeof b[key] === 'number');
  return found?.[key] as number | undefined;
}

/**
 * The descriptor's option list, read off the options schema: nothing is written twice.
 * Throws on an option without a description, so no option ships unexplained.
 */
export function describeOptions(schema: z.ZodObject): OptionDescriptor[] {
  const json = optionsJsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([key, s]) => {
    if (typeof s.description !== 'string') throw new Error(`option ${key} has no description`);
    if (!('default' in s)) throw new Error(`option ${key} has no default`);
    const option: OptionDescriptor = {
      key,
      description: s.description,
      type: typeOf(s),
      default: s.default as OptionDescriptor['default'],
      schema: s as OptionDescriptor['schema'],
    };
    const minimum = bound(s, 'minimum');
    const maximum = bound(s, 'maximum');
    const choices = choicesOf(s);
    return {
      ...option,
      ...(minimum === undefined ? {} : { minimum }),
      ...(maximum === undefined ? {} : { maximum }),
      ...(choices === undefined ? {} : { choices: choices as OptionDescriptor['default'][] }),
    };
  });
}

/**
 * One options object per edge of what the schema accepts: each choice, the least and the most of
 * each number (for tests that `setup` takes every value the schema lets through).
 */
export function optionExtremes(options: readonly OptionDescriptor[]): Record<string, unknown>[] {
  return options.flatMap((o) => {
    const values = [...(o.choices ?? []), ...(o.minimum === undefined ? [] : [o.minimum])];
    if (o.maximum !== undefined) values.push(o.maximum);
    return values.map((value) => ({ [o.key]: value }));
  });
}

type ReadonlyList<V> = V extends readonly (infer U)[] ? readonly U[] : V;

/** Options as the rules hold them, like all game state: read-only fields and lists (`z.infer` gives mutable ones). */
export type ReadonlyOptions<T> = { readonly [K in keyof T]: ReadonlyList<T[K]> };
