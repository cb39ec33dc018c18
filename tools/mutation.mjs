// `npm run mutation -- --ruleset <id> [--sample 1500] [--seed 1] [--concurrency 2] [--retest FILE]`: mutation
// testing of one rules library with StrykerJS and its jest runner, on a seeded sample of its mutants (the whole
// set of a library is several thousand: too many for an hour on two shared cores). Not part of `npm test`.
// Survivors are written to tmp/mutation/<id>-survivors.txt; `--retest` that file tests only them again.
//
// StrykerJS has no sampling option, so this script lists every mutant the instrumenter makes, draws the
// sample with a seeded shuffle, and runs Stryker in this process with the instrumenter's collector taught
// to leave every other mutant out (they are reported as ignored). Static mutants (module-level constants:
// they need every test run again) are ignored too. The simulation and benchmark specs are left out of the
// run: they are timing and load checks, each 10-20 s, which every surviving mutant would pay again. The text
// of a violation message is not mutated (tools/stryker-message-ignorer.mjs): tests check codes, not prose.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ViolationMessageIgnorer } from './stryker-message-ignorer.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
/** `--name value` pairs. */
const args = {};
for (let i = 2; i < process.argv.length; i += 2) args[process.argv[i].replace(/^--/, '')] = process.argv[i + 1];
const ruleset = args.ruleset;
const sample = Number(args.sample ?? 1500);
const seed = Number(args.seed ?? 1);
const concurrency = Number(args.concurrency ?? 2);
const retest = args.retest ? new Set(readFileSync(args.retest, 'utf8').split('\n').filter(Boolean)) : null;
const rulesets = readdirSync(join(root, 'libs/rules')).filter((d) => d !== 'kernel');
if (!rulesets.includes(ruleset)) {
  console.error(`usage: npm run mutation -- --ruleset <${rulesets.join('|')}> [--sample N] [--seed S]`);
  process.exit(2);
}
const lib = `libs/rules/${ruleset}`;

/** The code under test: the rules, not their tests, test helpers, random players or benchmarks (the map and scenario are JSON). */
const isMutated = (path) =>
  path.endsWith('.ts') && !/\.spec\.ts$|\/testing\/|\/play\/|\/bench\.ts$|\/index\.ts$/.test(path);
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
const files = walk(join(root, lib, 'src'))
  .filter(isMutated)
  .map((p) => relative(root, p));

const instrumenterDir = join(root, 'node_modules/@stryker-mutator/instrumenter/dist/src');
const { MutantCollector } = await import(pathToFileURL(join(instrumenterDir, 'transformers/mutant-collector.js')));
const { Instrumenter } = await import(pathToFileURL(join(instrumenterDir, 'instrumenter.js')));

/** A mutant's identity across runs: file (from the library), place, mutator and replacement. */
const keyOf = (m) => {
  const { start, end } = m.original.loc;
  const file = m.fileName.slice(m.fileName.lastIndexOf(`${lib}/`));
  return `${file}:${start.line}:${start.column}-${end.line}:${end.column}:${m.mutatorName}:${m.replacementCode}`;
};

// Pass 1: every mutant the instrumenter makes, listed without running anything.
const all = [];
const collect = MutantCollector.prototype.collect;
MutantCollector.prototype.collect = function (...a) {
  const mutant = collect.apply(this, a);
  if (!mutant.ignoreReason) all.push(keyOf(mutant));
  return mutant;
};
const quiet = { debug() {}, info() {}, warn() {}, error() {}, trace() {}, fatal() {}, isDebugEnabled: () => false };
await new Instrumenter(quiet).instrument(
  files.map((name) => ({ name: join(root, name), mutate: true, content: readFileSync(join(root, name), 'utf8') })),
  { plugins: null, excludedMutations: [], ignorers: [new ViolationMessageIgnorer()] },
);

/** Seeded order: each mutant ranked by a hash of the seed and its key. */
const rank = (key) => createHash('sha256').update(`${seed}:${key}`).digest('hex');
const drawn = [...all].sort((a, b) => (rank(a) < rank(b) ? -1 : 1)).slice(0, sample);
const chosen = new Set(retest ? drawn.filter((k) => retest.has(k)) : drawn);
console.log(
  `${lib}: ${all.length} mutants in ${files.length} files; testing a sample of ${chosen.size} (seed ${seed})`,
);

// Pass 2: Stryker, with the collector leaving out every mutant not drawn.
const keyById = new Map();
MutantCollector.prototype.collect = function (...a) {
  const mutant = collect.apply(this, a);
  keyById.set(mutant.id, keyOf(mutant));
  if (!mutant.ignoreReason && !chosen.has(keyOf(mutant))) mutant.ignoreReason = 'not in the sample';
  return mutant;
};
const { Stryker } = await import('@stryker-mutator/core');
mkdirSync(join(root, 'tmp/mutation'), { recursive: true });
const report = join(root, `tmp/mutation/${ruleset}.json`);
const started = Date.now();
const results = await new Stryker({
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: `${lib}/jest.config.js`,
    config: { testPathIgnorePatterns: ['/node_modules/', 'simulation\\.spec\\.ts$', 'bench\\.spec\\.ts$'] },
  },
  coverageAnalysis: 'perTest',
  plugins: ['@stryker-mutator/*', './tools/stryker-message-ignorer.mjs'],
  ignorers: ['ViolationMessage'],
  ignoreStatic: true,
  mutate: files,
  concurrency,
  reporters: ['json', 'progress'],
  jsonReporter: { fileName: report },
  tempDirName: 'tmp/stryker',
  timeoutMS: 20000,
  logLevel: 'warn',
}).runMutationTest();

// Survival: mutants no test noticed (survived, or not covered) among those tested.
const tested = results.filter(
  (r) => r.status !== 'Ignored' && r.status !== 'CompileError' && r.status !== 'RuntimeError',
);
const alive = (r) => r.status === 'Survived' || r.status === 'NoCoverage';
const area = (r) => {
  const file = r.fileName.slice(r.fileName.lastIndexOf(`${lib}/src/`) + lib.length + 5);
  return /(^|\/)evolve/.test(file)
    ? 'evolve'
    : /^(view|legal|invariants|determinize|queries|to-act)/.test(file)
      ? 'views and legal actions'
      : 'decide';
};
const rows = {};
for (const r of tested) {
  const row = (rows[area(r)] ??= { tested: 0, surviving: 0 });
  row.tested++;
  if (alive(r)) row.surviving++;
}
const line = (name, { tested: t, surviving: s }) =>
  `${name.padEnd(24)} ${String(t).padStart(5)} tested ${String(s).padStart(5)} surviving ${((100 * s) / Math.max(1, t)).toFixed(1).padStart(5)} %`;
console.log();
for (const [name, row] of Object.entries(rows)) console.log(line(name, row));
console.log(line('all', { tested: tested.length, surviving: tested.filter(alive).length }));
console.log(`${((Date.now() - started) / 60000).toFixed(1)} min; report ${relative(root, report)}`);
const survivors = tested.filter(alive).map((r) => keyById.get(r.id));
writeFileSync(join(root, `tmp/mutation/${ruleset}-survivors.txt`), survivors.join('\n') + '\n');
console.log(`survivors listed in tmp/mutation/${ruleset}-survivors.txt`);
