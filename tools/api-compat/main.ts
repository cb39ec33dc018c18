// `npm run api:check`: the API of this tree against the last release (docs/api/released): fails
// on a breaking change not declared in docs/api/breaking-changes.json.
// `npm run api:release -- <version>`: makes this tree's API the released one.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { undeclaredBreaking } from './compat';

const root = join(__dirname, '../..');

async function check(): Promise<number> {
  const { breaking, undeclared } = await undeclaredBreaking(root);
  for (const change of breaking) console.log(`${undeclared.includes(change) ? 'UNDECLARED' : 'declared  '} ${change}`);
  if (undeclared.length === 0) {
    console.log(
      `api: no undeclared breaking change against ${readFileSync(join(root, 'docs/api/released/VERSION'), 'utf8').trim()}`,
    );
    return 0;
  }
  console.log(
    `api: ${undeclared.length} breaking change(s) not declared: declare each in docs/api/breaking-changes.json with its reason, or keep the old shape (see docs/api/compatibility.md)`,
  );
  return 1;
}

function release(version: string | undefined): number {
  if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
    console.error('usage: npm run api:release -- <major.minor.patch>');
    return 2;
  }
  const released = join(root, 'docs/api/released');
  rmSync(released, { recursive: true, force: true });
  mkdirSync(released, { recursive: true });
  cpSync(join(root, 'apps/gateway/schema.graphql'), join(released, 'schema.graphql'));
  cpSync(join(root, 'docs/schemas'), join(released, 'schemas'), { recursive: true });
  writeFileSync(join(released, 'VERSION'), `${version}\n`);
  writeFileSync(join(root, 'docs/api/breaking-changes.json'), '[]\n');
  console.log(`api: released ${version}`);
  return 0;
}

const [command, version] = process.argv.slice(2);
(command === 'release' ? Promise.resolve(release(version)) : check()).then((code) => process.exit(code));
