// `npm run licences`, and a step of `npm test`: fails, naming the package, when anything in the
// production dependency closure is copyleft or has no licence we can read. Reads package-lock.json
// (and, where it records no licence, the installed package.json); `node tools/run.mjs
// tools/licences/main.ts <dir>` checks another tree's lockfile.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ALLOWED } from './allowed';
import { checkLicences } from './licence-policy';
import { installedLicence, productionClosure, type Lockfile } from './production-closure';

const root = resolve(process.argv[2] ?? join(__dirname, '../..'));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lockfile;
const results = checkLicences(
  productionClosure(lock, (path) => installedLicence(root, path)),
  ALLOWED,
);

const counts = new Map<string, number>();
for (const { verdict } of results) counts.set(verdict.licence, (counts.get(verdict.licence) ?? 0) + 1);
const summary = [...counts].sort((a, b) => b[1] - a[1]).map(([licence, n]) => `${licence} ${n}`);
console.log(`licences: ${results.length} production packages: ${summary.join(', ')}`);
for (const { pkg, verdict } of results)
  if (verdict.ok && verdict.allowed)
    console.log(`  allowed: ${pkg.name}@${pkg.version} (${verdict.licence}): ${verdict.allowed}`);
const problems = results.filter((r) => !r.verdict.ok);
for (const { pkg, verdict } of problems)
  if (!verdict.ok) console.log(`  ${verdict.problem}: ${pkg.name}@${pkg.version} (${verdict.licence}) at ${pkg.path}`);
console.log(problems.length === 0 ? 'licences: all permissive' : `licences: ${problems.length} not allowed to ship`);
process.exit(problems.length === 0 ? 0 : 1);
