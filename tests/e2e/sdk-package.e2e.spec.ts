import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatewayStack } from './support/gateway-stack';
import { suiteStack } from './support/suite-stack';

/**
 * The SDK as a package: built, packed with `npm pack`, installed in an empty folder outside the
 * repository (nothing of ours reachable but the tarball), and used there to play a game.
 */
const root = join(__dirname, '../..');

describe('the SDK package', () => {
  const s = suiteStack(() => gatewayStack());
  let folder: string;

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'empires-sdk-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('installs from its tarball in an empty folder and plays a risk-empires game to its verified end', () => {
    const run = (cmd: string, args: string[], cwd: string) =>
      execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 240_000 });
    run('npx', ['tsup', '--config', 'libs/client/tsup.config.ts', '--silent'], root);
    run('npm', ['pack', '--pack-destination', folder, '--silent'], join(root, 'libs/client'));
    const tarball = readdirSync(folder).find((f) => f.endsWith('.tgz'))!;
    run('npm', ['init', '-y'], folder);
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`, 'ws@8.21.3'], folder);
    cpSync(join(__dirname, 'support/sdk-package/play.cjs'), join(folder, 'play.cjs'));
    const out = run('node', ['play.cjs', `http://127.0.0.1:${s.gateway.port}`], folder);
    expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({
      status: 'finished',
      moves: expect.any(Number),
      verified: true,
      problems: [],
    });
  });
});
