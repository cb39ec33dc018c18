import { existsSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'tsup';
// The services' own build options (tools have no import alias, so the path is relative).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { serviceBundle } from '../../../tools/services.tsup';

const root = join(__dirname, '../../..');
/** A folder a run: two jest runs at once in one checkout each start their own build. */
const OUT_DIR = join(root, 'tmp/test-services', String(process.pid));
/** Set by the run that built the bundles, for its tests: anything else compiles from source, trusting no old bundle. */
const BUILT = 'EMPIRES_TEST_SERVICE_BUNDLES';

/**
 * The entry points the stacks start as processes, bundled once per jest run. Not the history rebuild:
 * its partition workers compile their own TypeScript file, which a bundle does not carry.
 */
const ENTRIES = [
  'engine-with-fixtures',
  'history-with-fixtures',
  'matchmaking-with-fixtures',
  'bot-runner-with-fixtures',
  'gateway-with-fixtures',
  'history-export-with-fixtures',
  'stuck-on-shutdown',
];

/**
 * Jest's global set-up for the projects that start services: each entry compiled into one file as
 * `npm run build` compiles the services. A process compiling its TypeScript at start spent some
 * 1.3 s of CPU on it, and the end-to-end and browser runs start some hundreds of processes.
 */
export default async function buildServiceBundles(): Promise<void> {
  if (process.env[BUILT]) return; // the end-to-end and the browser projects in one run: built by the first
  await build({
    ...serviceBundle(Object.fromEntries(ENTRIES.map((name) => [name, join(__dirname, `${name}.ts`)])), OUT_DIR),
    silent: true,
  });
  process.env[BUILT] = OUT_DIR;
}

/** Jest's global tear-down beside it: the run's bundles go with it. */
export function removeServiceBundles(): void {
  rmSync(OUT_DIR, { recursive: true, force: true });
}

/**
 * How Node starts `entry` (a path from `checkout`): from this run's bundle when there is one, from
 * compiled JavaScript as it is, and otherwise from TypeScript through tools/run.mjs (another
 * checkout's entries, an upgrade's old version, always go that way).
 */
export function nodeArgs(entry: string, checkout: string = root): string[] {
  // A young generation of 64 MB, as tools/run.mjs gives the services run from source.
  const compiled = (file: string) => ['--max-semi-space-size=64', '--enable-source-maps', file];
  if (entry.endsWith('.js')) return compiled(join(checkout, entry));
  const name = relative('tests/e2e/support', entry).replace(/\.ts$/, '');
  const bundle = process.env[BUILT] && join(process.env[BUILT], `${name}.js`);
  if (checkout === root && bundle && ENTRIES.includes(name) && existsSync(bundle)) return compiled(bundle);
  return [join(checkout, 'tools/run.mjs'), join(checkout, entry)];
}
