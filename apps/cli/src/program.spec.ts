import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { simulateGame } from '@empires/engine-core';
import { riskEmpires } from '@empires/rules-risk-empires';
import { rulesetRegistry } from '@empires/rulesets';
import { UsageError } from './errors';
import { buildProgram } from './program';

/** The whole help a command prints for --help, its examples included. */
function helpOf(command: Command): string {
  let text = '';
  command.configureOutput({ writeOut: (s) => (text += s), writeErr: (s) => (text += s) });
  command.exitOverride();
  try {
    command.parse(['--help'], { from: 'user' });
  } catch {
    // --help ends the parse by throwing once exits are overridden.
  }
  return text;
}

const run = (...args: string[]) => buildProgram().exitOverride().parseAsync(args, { from: 'user' });

describe('the empires command line', () => {
  // A game id is read from a server only when one is named: none here.
  beforeAll(() => delete process.env.EMPIRES_SERVER);
  const commands = buildProgram().commands;

  it('has the analyst’s commands', () => {
    expect(commands.map((c) => c.name()).sort()).toEqual(
      ['export', 'ratings', 'register', 'replay', 'report', 'summarize', 'tables', 'verify'].sort(),
    );
  });

  it.each(commands.map((c) => [c.name(), c]))(
    '%s: --help describes every option and shows an example',
    (name, command) => {
      const help = helpOf(command as Command);
      expect(help).toContain(`Usage: empires ${name}`);
      expect(help).toMatch(/Examples?:\n\s+(export EMPIRES_TOKEN=\$\()?empires /);
      for (const option of (command as Command).options) expect(option.description.length).toBeGreaterThan(5);
    },
  );

  it('says what to do when a command is called wrongly', async () => {
    await expect(run('export', '-f', 'parquet')).rejects.toThrow(
      new UsageError('--format parquet needs --out FILE (Parquet is not streamed to stdout)'),
    );
    await expect(run('export', '--resume')).rejects.toThrow(/--resume needs --out FILE/);
    await expect(run('replay', 'games.ndjson')).rejects.toThrow(/--seat S or --spectator/);
    await expect(run('verify', 'no-such-file-or-game')).rejects.toThrow(
      /no such file; to read the game .* pass --server/,
    );
  });

  it('replays a game from its first event to its last, and says so for a --seq before or after them', async () => {
    const { envelopes } = simulateGame({
      registry: rulesetRegistry(),
      ruleset: riskEmpires,
      gameId: 'g1',
      seats: 2,
      options: undefined,
      secret: '0123456789abcdef0123456789abcdef',
      seedHash: 'h',
      playerSeed: 1,
      maxCommands: 1,
      now: () => '2026-01-01T00:00:00.000Z',
    });
    const file = join(mkdtempSync(join(tmpdir(), 'empires-replay-')), 'game.ndjson');
    writeFileSync(file, envelopes.map((e) => JSON.stringify(e)).join('\n'));
    const printed = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await run('replay', file, '--spectator', '--seq', '1');
    expect(JSON.parse(String(printed.mock.calls[0][0]))).toMatchObject({ game: 'g1', seq: 1, view: null });
    printed.mockRestore();
    await expect(run('replay', file, '--spectator', '--seq', '0')).rejects.toThrow(
      new UsageError('--seq takes a whole number ≥ 1, not 0'),
    );
    const last = envelopes.length;
    await expect(run('replay', file, '--spectator', '--seq', `${last + 1}`)).rejects.toThrow(
      new UsageError(`--seq ${last + 1}: the game g1 has events 1 to ${last} here`),
    );
  });

  it('refuses a --first that is not a whole number of players before it asks any server', async () => {
    await expect(
      run('ratings', '--ruleset', 'risk-empires', '--first', 'abc', '--server', 'http://127.0.0.1:9'),
    ).rejects.toThrow(new UsageError('--first takes a whole number ≥ 1, not abc'));
  });
});
