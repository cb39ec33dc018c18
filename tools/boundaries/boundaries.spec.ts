import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The module boundaries the linter enforces (eslint.config.mjs, Nx tags by type and scope),
 * checked on code that breaks them as if it were a file of the tree. ESLint runs as a process
 * of its own: its configuration is an ES module, which jest's module system cannot load.
 */
const root = join(__dirname, '../..');

function boundaryProblems(file: string, code: string): string[] {
  const run = spawnSync('npx', ['eslint', '--stdin', '--stdin-filename', file, '--format', 'json'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[];
  return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

describe('module boundaries', () => {
  it('a rules library imports no service code and no npm package beyond the listed ones', () => {
    const code = `import { Database } from '@empires/database';\nimport { Kafka } from 'kafkajs';\nimport { z } from 'zod';\nexport const x = [Database, Kafka, z];\n`;
    expect(boundaryProblems('libs/rules/warlords/src/probe.ts', code)).toEqual([
      expect.stringContaining('"type:rules" can only depend on'),
      expect.stringContaining('not allowed to import "kafkajs"'),
    ]);
  });

  it("a service's libraries do not reach into another service's, and domain libraries do no I/O", () => {
    const intoHistory = `import { ReadStore } from '@empires/read-models';\nexport const x = ReadStore;\n`;
    expect(boundaryProblems('libs/gateway/src/probe.ts', intoHistory)).toEqual([
      expect.stringContaining('"scope:gateway" can only depend on'),
    ]);
    const io = `import { EventStore } from '@empires/eventstore';\nexport const x = EventStore;\n`;
    expect(boundaryProblems('libs/engine-core/src/probe.ts', io)).toEqual([
      expect.stringContaining('"type:domain" can only depend on'),
    ]);
  });
});
