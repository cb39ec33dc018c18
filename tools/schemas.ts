// `npm run schemas`: writes docs/schemas/ from the rulesets' declarations (descriptors, JSON Schemas),
// formatted as prettier leaves them; libs/api-schemas/src/schema-files.spec.ts checks they are current.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { schemaFiles } from '@empires/api-schemas';
import { rulesetRegistry } from '@empires/rulesets';

const root = join(__dirname, '..');
const out = join(root, 'docs/schemas');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

async function main(): Promise<void> {
  const files = schemaFiles(rulesetRegistry().latest());
  mkdirSync(out, { recursive: true });
  const wanted = new Set(files.map((f) => join(root, f.path)));
  for (const stale of filesUnder(out).filter((path) => !wanted.has(path))) {
    rmSync(stale);
    console.log(`removed ${relative(root, stale)}`);
  }
  for (const { path, content } of files) {
    const file = join(root, path);
    // Unindented JSON lets prettier keep on one line every object that fits its print width.
    const text = await format(JSON.stringify(content), { ...(await resolveConfig(file)), filepath: file });
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    console.log(`wrote ${path}`);
  }
}

void main();
