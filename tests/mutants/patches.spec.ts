import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const patches = readdirSync(__dirname).filter((f) => f.endsWith('.patch'));

describe('the broken variants of npm run mutants', () => {
  it('are there', () => {
    expect(patches.length).toBeGreaterThan(0);
  });

  // A patch that no longer applies silently stops proving its test (the code it broke moved).
  it.each(patches)('%s still applies to the code it breaks', (patch) => {
    expect(() =>
      execFileSync('git', ['apply', '--check', join(__dirname, patch)], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  });
});
