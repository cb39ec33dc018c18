import { z } from 'zod';
import { RulesetDescriptor } from './schema';

type Json = { [key: string]: unknown };

/** Every subschema of a JSON Schema that names something: definitions and object properties. */
function named(schema: Json, path: string, out: [string, Json][] = []): [string, Json][] {
  for (const [key, def] of Object.entries((schema.$defs ?? {}) as Record<string, Json>)) {
    out.push([`$defs.${key}`, def]);
    named(def, `$defs.${key}`, out);
  }
  for (const [key, prop] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    out.push([`${path}.${key}`, prop]);
    named(prop, `${path}.${key}`, out);
  }
  return out;
}

describe('the descriptor schema', () => {
  const json = z.toJSONSchema(RulesetDescriptor) as Json;

  it('is JSON Schema 2020-12 with a description on every definition and every field', () => {
    expect(json.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    const parts = named(json, '');
    expect(parts.length).toBeGreaterThan(50);
    expect(parts.filter(([, s]) => typeof s.description !== 'string').map(([p]) => p)).toEqual([]);
  });

  it('refuses unknown fields, so a client can trust the shape', () => {
    const defs = json.$defs as Record<string, Json>;
    expect(defs.Area.additionalProperties).toBe(false);
    expect(defs.RulesetDescriptor.additionalProperties).toBe(false);
  });
});
