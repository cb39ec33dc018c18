// `npm test`: the formatter's check, lint (module boundaries included), type-check, the licences of
// everything that ships (no copyleft: tools/licences), the web client's build, then every jest
// project: unit, integration, end-to-end against the real local broker and PostgreSQL, and the
// browser tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', KAFKAJS_NO_PARTITIONER_WARNING: '1' };
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env }).status === 0;
const jestArgs = process.argv.slice(2);

const steps = [];
steps.push(['kafka', run('bash', [join(root, 'deploy/kafka/start.sh')])]);
if (jestArgs.length === 0) {
  steps.push(['format', run('npx', ['prettier', '--check', '.', '--log-level=warn'])]);
  steps.push(['lint', run('npx', ['nx', 'run-many', '-t', 'lint', '--outputStyle=static', '--skipNxCache'])]);
  steps.push(['typecheck', run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])]);
  steps.push(['typecheck web', run('npx', ['tsc', '-p', 'apps/web/tsconfig.json', '--noEmit'])]);
  // Unused dependencies, files and exports, and imports of what is not declared or not there.
  steps.push([
    'knip',
    run('npx', ['knip', '--no-progress', '--include', 'dependencies,unlisted,files,exports,types,binaries,unresolved']),
  ]);
  steps.push(['licences', run('node', [join(root, 'tools/run.mjs'), join(root, 'tools/licences/main.ts')])]);
}
// The web client as the gateway serves it, for the browser tests (tests/web), when the run has them.
if (jestArgs.length === 0 || jestArgs.some((arg) => arg.includes('web')))
  steps.push(['web build', run('npm', ['run', '--silent', 'web:build'])]);
mkdirSync(join(root, 'tmp'), { recursive: true });
const resultsFile = join(root, 'tmp/jest-results.json');
steps.push(['jest', run('npx', ['jest', '--maxWorkers=2', '--json', `--outputFile=${resultsFile}`, ...jestArgs])]);

let passed = 0;
let failed = 0;
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
} catch {
  failed += 1;
}
const broken = steps.filter(([, ok]) => !ok).map(([name]) => name);
if (broken.length > 0) console.log(`failed steps: ${broken.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(broken.length > 0 || failed > 0 ? 1 : 0);
