// `npm run data-docs`: writes docs/data/ (the data dictionary) from the analysis tables' definitions
// and the rulesets' event schemas, formatted as prettier leaves them;
// libs/analysis/src/dictionary.spec.ts checks the files are current.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { dataDictionary } from '@empires/analysis';
import { schemaFiles } from '@empires/api-schemas';
import { rulesetRegistry } from '@empires/rulesets';

const root = join(__dirname, '..');

async function main(): Promise<void> {
  const events = schemaFiles(rulesetRegistry().latest()).filter((f) => f.path.endsWith('/events.schema.json'));
  const schemas = new Map(events.map((f) => [f.path.split('/').at(-2) ?? '', f.content]));
  for (const { path, content } of dataDictionary(schemas)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await format(content, { ...(await resolveConfig(file)), filepath: file }));
    console.log(`wrote ${path}`);
  }
}

void main();
