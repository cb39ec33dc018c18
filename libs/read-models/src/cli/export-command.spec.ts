import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCHEMA_VERSION } from '@empires/contracts';
import { RulesetRegistry } from '@empires/rules-kernel';
import { testDatabaseUrl, type FreshSchema } from '@empires/testing';
import { freshReadModels } from '../testing/read-models-db';
import { exportGames } from './export-command';

const envelope = (gameId: string, ruleset: string) =>
  JSON.stringify({
    eventId: `${gameId}-1`,
    streamId: gameId,
    seq: 1,
    type: 'Rolled',
    ruleset,
    payload: { type: 'Rolled' },
    schemaVersion: SCHEMA_VERSION,
  });

describe('npm run export: its output file', () => {
  let history: FreshSchema;
  let dir: string;
  const env = { ...process.env };

  beforeAll(async () => {
    history = await freshReadModels();
    Object.assign(process.env, { DATABASE_URL: testDatabaseUrl(), HISTORY_SCHEMA: history.schema });
    // A finished game, written as it is, then a running game whose ruleset this export cannot redact.
    for (const [gameId, status] of [
      ['a-finished', 'finished'],
      ['b-playing', 'playing'],
    ]) {
      await history.db.query(
        `INSERT INTO games (game_id, ruleset, status, seats, version, seed_hash, created_at) VALUES ($1, 'unknown@1.0.0', $2, '[]', 1, 'h', now())`,
        [gameId, status],
      );
      await history.db.query(`INSERT INTO game_event_runs VALUES ($1, 1, 1, $2)`, [
        gameId,
        envelope(gameId, 'unknown@1.0.0'),
      ]);
    }
    dir = mkdtempSync(join(tmpdir(), 'history-export-'));
  });

  afterAll(async () => {
    process.env = env;
    rmSync(dir, { recursive: true, force: true });
    await history.drop();
  });

  it('leaves the file already at --out as it was when the export fails half way', async () => {
    const out = join(dir, 'games.ndjson');
    writeFileSync(out, 'an export written before\n');
    await expect(exportGames(new RulesetRegistry(), ['--out', out])).rejects.toThrow(/unknown@1.0.0/);
    expect(readFileSync(out, 'utf8')).toBe('an export written before\n');
    expect(existsSync(`${out}.partial`)).toBe(false);
  });

  it('refuses an --out it cannot write as an error of the command, before reading anything', async () => {
    await expect(exportGames(new RulesetRegistry(), ['--out', join(dir, 'missing', 'games.ndjson')])).rejects.toThrow(
      /ENOENT/,
    );
  });

  it('writes the whole export under its name when it succeeds', async () => {
    const out = join(dir, 'finished.ndjson');
    expect(await exportGames(new RulesetRegistry(), ['--status', 'finished', '--out', out])).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(`${envelope('a-finished', 'unknown@1.0.0')}\n`);
    expect(existsSync(`${out}.partial`)).toBe(false);
  });
});
