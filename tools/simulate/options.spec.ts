import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openOutput, simulateOptions } from './options';

/** The options, or commander's message for the first one refused. */
function read(...argv: string[]) {
  try {
    return simulateOptions(argv, (c) => c.exitOverride().configureOutput({ writeErr: () => undefined }));
  } catch (error) {
    return (error as Error).message;
  }
}

describe('npm run simulate: its options', () => {
  it('reads numbers, a range of seats and ruleset options', () => {
    expect(read('--games', '3', '--players', '2..4', '--seed', '9', '--options', '{"a":1}')).toMatchObject({
      games: 3,
      players: [2, 3, 4],
      seed: 9,
      options: { a: 1 },
      roundLimit: 100,
    });
    expect(read('--players', '5')).toMatchObject({ players: [5] });
  });

  it.each([
    [['--games', 'abc'], /--games <n>.*'abc' is invalid/],
    [['--players', 'x'], /--players .*'x' is invalid/],
    [['--players', '6..2'], /--players .*'6..2' is invalid/],
    [['--round-limit', '-1'], /--round-limit .*'-1' is invalid/],
    [['--options', '{oops'], /--options .*is invalid. a JSON object/],
    [['--gmes', '3'], /unknown option '--gmes'/],
  ])('refuses %j, naming the option', (argv, message) => {
    expect(read(...argv)).toMatch(message);
  });

  it('refuses an output it cannot write before any game is played', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'simulate-'));
    try {
      await expect(openOutput(join(dir, 'missing', 'games.ndjson'))).rejects.toThrow(/ENOENT/);
      const out = await openOutput(join(dir, 'games.ndjson'));
      out.end();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
