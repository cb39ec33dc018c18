import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Runs a script with DeferredCommits in a Node of its own, as a service runs: an unhandled rejection ends it. */
function run(script: string) {
  return spawnSync(process.execPath, ['-r', '@swc-node/register', '-e', script], {
    cwd: join(__dirname, '../../..'),
    encoding: 'utf8',
  });
}

describe('DeferredCommits', () => {
  it("keeps a later batch's failure, before an earlier batch settled, from ending the process", () => {
    const out = run(`
      const { DeferredCommits } = require(${JSON.stringify(join(__dirname, 'deferred-commits.ts'))});
      const commits = new DeferredCommits({ commitOffsets: async () => undefined });
      let settleFirst;
      commits.add('t', 0, '1', new Promise((resolve) => (settleFirst = resolve)));
      commits.add('t', 0, '2', Promise.reject(new Error('the broker is down')));
      setTimeout(() => {
        settleFirst();
        setTimeout(() => console.log('failure:', commits.failure('t', 0).message), 20);
      }, 50);
    `);
    expect(out.stderr).toBe('');
    expect(out.stdout.trim()).toBe('failure: the broker is down');
    expect(out.status).toBe(0);
  });
});
