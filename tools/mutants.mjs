// `npm run mutants [-- name ...]`: every patch in tests/mutants breaks one rule on purpose, and the test
// named in its header must fail against it. Each patch is applied to a clean tree, its test is run,
// and the tree is restored; a table is printed, and the exit code is 1 if any mutant survived.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'tests/mutants');
const only = process.argv.slice(2);
const sh = (cmd, args) => spawnSync(cmd, args, { cwd: root, encoding: 'utf8' });
const git = (...args) => sh('git', args);

/** Header lines before the diff: `Mutant:` what is broken, `Test:` the spec file, `Name:` the test's title. */
function readMutant(file) {
  const text = readFileSync(join(dir, file), 'utf8');
  const field = (key) => text.match(new RegExp(`^${key}: (.*)$`, 'm'))?.[1]?.trim() ?? '';
  const touched = [...text.matchAll(/^diff --git a\/(\S+) b\//gm)].map((m) => m[1]);
  return {
    name: file.replace(/\.patch$/, ''),
    path: join(dir, file),
    what: field('Mutant'),
    test: field('Test'),
    title: field('Name'),
    touched,
  };
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const clean = (files) => git('diff', '--quiet', 'HEAD', '--', ...files).status === 0;

/** Runs the named test; 'killed' when it ran and failed, 'survived' when it passed. */
function runTest(m) {
  mkdirSync(join(root, 'tmp'), { recursive: true });
  const out = join(root, 'tmp/mutant-results.json');
  rmSync(out, { force: true });
  sh('npx', ['jest', m.test, '-t', escape(m.title), '--json', `--outputFile=${out}`]);
  try {
    const results = JSON.parse(readFileSync(out, 'utf8'));
    const named = results.testResults
      .flatMap((r) => r.assertionResults)
      .filter((a) => a.title === m.title || a.fullName.endsWith(m.title));
    if (named.length === 0) return 'error: test not found';
    return named.some((a) => a.status === 'failed') ? 'killed' : 'survived';
  } catch {
    return 'error: no jest results';
  }
}

function check(m) {
  if (!m.test || !m.title || m.touched.length === 0) return 'error: header or diff missing';
  if (!clean(m.touched)) return 'error: tree not clean';
  if (git('apply', '--check', m.path).status !== 0) return 'error: patch does not apply';
  git('apply', m.path);
  let applied = true;
  const restore = () => {
    if (applied) git('apply', '-R', m.path);
    applied = false;
  };
  process.once('SIGINT', () => {
    restore();
    process.exit(130);
  });
  try {
    return runTest(m);
  } finally {
    restore();
    if (!clean(m.touched)) console.error(`could not restore ${m.touched.join(', ')}`);
  }
}

const mutants = readdirSync(dir)
  .filter((f) => f.endsWith('.patch'))
  .sort()
  .map(readMutant)
  .filter((m) => only.length === 0 || only.includes(m.name));
const rows = [];
for (const m of mutants) {
  const started = Date.now();
  const result = check(m);
  rows.push({
    mutant: m.name,
    result,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    test: `${m.test} "${m.title}"`,
  });
  console.log(`${result.padEnd(9)} ${m.name}: ${m.what}`);
}
console.log();
console.table(rows);
const bad = rows.filter((r) => r.result !== 'killed');
console.log(`${rows.length - bad.length} of ${rows.length} mutants killed by their tests`);
process.exit(bad.length > 0 || rows.length === 0 ? 1 : 0);
