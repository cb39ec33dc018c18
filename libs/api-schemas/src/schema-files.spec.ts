import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { rulesetRegistry } from '@empires/rulesets';
import { schemaFiles } from './schema-files';

const root = join(__dirname, '../../..');
const files = schemaFiles(rulesetRegistry().latest());

function onDisk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? onDisk(path) : [relative(root, path)];
  });
}

type Json = { [key: string]: unknown };

const objectShape = (schema: Json): boolean => typeof schema.properties === 'object';

/**
 * Paths of the parts of a JSON Schema without a description: every definition, every field, and
 * every object shape inside a union or a list (a root that is a $ref has its target's).
 */
function undescribed(schema: Json, path = '#', needed = true): string[] {
  const described = typeof schema.description === 'string' || (path === '#' && typeof schema.$ref === 'string');
  const missing = needed && !described ? [path] : [];
  const list = (key: string): Json[] => {
    const value = schema[key];
    return Array.isArray(value)
      ? (value as Json[])
      : typeof value === 'object' && value !== null
        ? [value as Json]
        : [];
  };
  const parts = [
    ...Object.entries((schema.$defs ?? {}) as Record<string, Json>).map(
      ([k, s]) => [`${path}/$defs/${k}`, s, true] as const,
    ),
    ...Object.entries((schema.properties ?? {}) as Record<string, Json>).map(
      ([k, s]) => [`${path}/${k}`, s, true] as const,
    ),
    ...['anyOf', 'oneOf', 'allOf', 'items', 'prefixItems'].flatMap((key) =>
      list(key).map((s, i) => [`${path}/${key}/${i}`, s, objectShape(s)] as const),
    ),
  ];
  return [...missing, ...parts.flatMap(([p, s, n]) => undescribed(s, p, n))];
}

describe('docs/schemas', () => {
  it.each(files.map((f) => [f.path, f.content]))(
    '%s equals what the code declares (else run npm run schemas)',
    (path, content) => {
      const file = join(root, path);
      if (!existsSync(file)) throw new Error(`${path} is missing: run npm run schemas`);
      const written: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (JSON.stringify(written) !== JSON.stringify(content)) throw new Error(`${path} is stale: run npm run schemas`);
    },
  );

  it('holds no file the code no longer declares (else run npm run schemas)', () => {
    expect(onDisk(join(root, 'docs/schemas')).sort()).toEqual(files.map((f) => f.path).sort());
  });

  it('describes every definition and field of every JSON Schema it publishes', () => {
    const schemas = files.filter((f) => f.path.endsWith('.schema.json'));
    expect(schemas.length).toBeGreaterThanOrEqual(4);
    schemas.forEach(({ path, content }) => expect([path, undescribed(content as Json)]).toEqual([path, []]));
  });

  it('finds an object shape left undescribed inside a union or a list', () => {
    const nested = { description: 'd', type: 'array', items: { anyOf: [{ type: 'null' }, { properties: { x: {} } }] } };
    expect(undescribed(nested)).toEqual(['#/items/0/anyOf/1', '#/items/0/anyOf/1/x']);
  });

  it('publishes commands, legal actions, events and view schemas for every ruleset that declares them', () => {
    const declaring = rulesetRegistry()
      .latest()
      .filter((r) => r.schemas.commands && r.schemas.events && r.schemas.view);
    expect(declaring.map((r) => r.id)).toContain('risk-empires');
    for (const { id } of declaring)
      expect(files.map((f) => f.path)).toEqual(
        expect.arrayContaining(
          ['commands', 'legal-actions', 'events', 'view'].map((name) => `docs/schemas/${id}/${name}.schema.json`),
        ),
      );
  });

  it('publishes a descriptor and an options schema for every shipped ruleset', () => {
    for (const id of ['risk-empires', 'medieval', 'warlords'])
      expect(files.map((f) => f.path)).toEqual(
        expect.arrayContaining([`docs/schemas/${id}/descriptor.json`, `docs/schemas/${id}/options.schema.json`]),
      );
  });
});
