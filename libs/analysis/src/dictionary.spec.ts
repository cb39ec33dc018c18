import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemaFiles } from '@empires/api-schemas';
import { rulesetRegistry } from '@empires/rulesets';
import { dataDictionary } from './dictionary';
import { ratingsTable } from './ratings';
import { tableDefinitions } from './tables/definitions';
import { eventsTable } from './tables/events';

const root = join(__dirname, '../../..');
const eventSchemas = new Map(
  schemaFiles(rulesetRegistry().latest())
    .filter((f) => f.path.endsWith('/events.schema.json'))
    .map((f) => [f.path.split('/').at(-2) ?? '', f.content as { $defs: Record<string, unknown> }]),
);
const files = dataDictionary(eventSchemas);

describe('the data dictionary (docs/data/)', () => {
  it.each(files.map((f) => [f.path, f.content]))('%s is as `npm run data-docs` writes it', (path, content) => {
    const file = join(root, path);
    // Prettier formats it in a process of its own: it loads its plugins as ES modules, which jest cannot.
    const expected = execFileSync('npx', ['prettier', '--stdin-filepath', file], {
      cwd: root,
      input: content,
      encoding: 'utf8',
    });
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });

  it('names every column of every table with its type and meaning', () => {
    const readme = files.find((f) => f.path === 'docs/data/README.md')!.content;
    for (const table of [eventsTable, ...tableDefinitions, ratingsTable]) {
      expect(readme).toContain(`## ${table.name}`);
      for (const c of table.columns) {
        expect(c.meaning.length).toBeGreaterThan(5);
        expect(readme).toContain(`| \`${c.name}\` | ${c.type} |`);
      }
    }
  });

  it('names every event type of every ruleset', () => {
    for (const [ruleset, schema] of eventSchemas) {
      const text = files.find((f) => f.path === `docs/data/events/${ruleset}.md`)!.content;
      const types = Object.entries(schema.$defs).filter(
        ([name, def]) => (def as { properties?: { type?: { const?: string } } }).properties?.type?.const === name,
      );
      expect(types.length).toBeGreaterThan(20);
      for (const [name] of types) expect(text).toContain(`## ${name}\n`);
    }
  });
});
