import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { waitFor } from '@empires/testing';
import { gatewayStack, type GatewayStack } from './support/gateway-stack';
import type { GraphQLClient } from './support/graphql-client';
import { policyBots } from './support/bot-games';

/**
 * The analyst's CLI as a package: bundled, packed with `npm pack`, installed in an empty folder
 * outside the repository, and run there with `npx empires` against a running stack whose bots
 * play a few risk-empires games to their end.
 */
const root = join(__dirname, '../..');
const GAMES = 3;

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

describe('the empires CLI package', () => {
  let s: GatewayStack;
  let folder: string;
  let player: GraphQLClient & { id: string };
  let games: string[];
  let db: DuckDBConnection;
  /** What the first export printed on stderr: its last line gives games/s and events/s. */
  let exportProgress = '';
  const spawn = (cmd: string, args: string[]): Run => {
    const r = spawnSync(cmd, args, { cwd: folder, encoding: 'utf8', timeout: 60_000 });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  /** The command as npm installed it; `npx empires` finds the same file, at npm's start-up cost (seconds) per call. */
  const empires = (...args: string[]) => spawn(join(folder, 'node_modules/.bin/empires'), args);
  const npxEmpires = (...args: string[]) => spawn('npx', ['--no-install', 'empires', ...args]);
  const server = () => ['--server', `http://127.0.0.1:${s.gateway.port}`];
  const count = async (sql: string) => Number(Object.values((await db.runAndReadAll(sql)).getRowObjectsJS()[0])[0]);

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'empires-cli-'));
    const run = (cmd: string, args: string[], cwd: string) =>
      execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
    const [stack] = await Promise.all([
      gatewayStack({}, { bots: true }),
      (async () => {
        run('npx', ['tsup', '--config', 'apps/cli/tsup.config.ts', '--silent'], root);
        run('npm', ['pack', '--pack-destination', folder, '--silent'], join(root, 'apps/cli'));
        const tarball = readdirSync(folder).find((f) => f.endsWith('.tgz'))!;
        run('npm', ['init', '-y'], folder);
        run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`], folder);
      })(),
    ]);
    s = stack;
    player = await s.player('analyst');
    games = [];
    for (let i = 0; i < GAMES; i++) {
      const { createGame } = await player.data<{ createGame: { id: string } }>(
        `mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`,
        {
          input: {
            ruleset: 'risk-empires',
            seats: policyBots('random', i % 2 ? 'heuristic' : 'random'),
            options: { setup: 'dealt', roundLimit: 1 },
            start: true,
          },
        },
      );
      games.push(createGame.id);
    }
    await waitFor(
      async () => {
        const states = await Promise.all(
          games.map((id) =>
            player.data<{ game: { status: string; events: { type: string }[] } }>(
              `query($id: ID!) { game(id: $id) { status events(afterSeq: 0, limit: 1000) { type } } }`,
              { id },
            ),
          ),
        );
        return states.every(
          (g) => g.game.status === 'FINISHED' && g.game.events.some((e) => e.type === 'SeedRevealed'),
        );
      },
      90_000,
      'the bots to finish their games',
    );
    db = await (await DuckDBInstance.create(':memory:')).connect();
  });
  afterAll(async () => {
    db?.closeSync();
    rmSync(folder, { recursive: true, force: true });
    await s?.close();
  });

  it('answers --help as installed (each command’s help is checked in apps/cli/src/program.spec.ts)', () => {
    const r = empires('export', '--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Usage: empires export');
  });

  it('verifies a finished game from the server with npx: yes', () => {
    const r = npxEmpires('verify', games[0], ...server());
    expect(r.stdout).toContain(`${games[0]}: yes`);
    expect(r.stdout).toContain('verified: yes (1 games)');
    expect(r.status).toBe(0);
  });

  it('exports the games, says no to an export with one die altered, and writes Parquet that DuckDB counts as the NDJSON', async () => {
    const token = (player as unknown as { token: string }).token;
    const exported = empires('export', ...server(), '--token', token, '--status', 'finished', '-o', 'games.ndjson');
    expect(exported.status).toBe(0);
    exportProgress = exported.stderr;
    const lines = readFileSync(join(folder, 'games.ndjson'), 'utf8').trim().split('\n');
    const events = lines.map(
      (l) => JSON.parse(l) as { streamId: string; type: string; payload: { attack?: number[] } },
    );
    expect(new Set(events.map((e) => e.streamId))).toEqual(new Set(games));

    const verified = empires('verify', 'games.ndjson');
    expect(verified.stdout).toContain(`verified: yes (${GAMES} games)`);
    expect(verified.status).toBe(0);

    const battle = events.findIndex((e) => e.type === 'BattleRolled');
    expect(battle).toBeGreaterThanOrEqual(0);
    const attack = events[battle].payload.attack!;
    attack[0] = attack[0] === 6 ? 5 : attack[0] + 1;
    writeFileSync(join(folder, 'altered.ndjson'), events.map((e) => JSON.stringify(e)).join('\n') + '\n');
    const altered = empires('verify', 'altered.ndjson');
    expect(altered.stdout).toContain(`${events[battle].streamId}: NO`);
    expect(altered.stdout).toContain('verified: NO (1 of 3 games differ)');
    expect(altered.status).toBe(1);

    expect(empires('export', '--from', 'games.ndjson', '-f', 'parquet', '-o', 'games.parquet').status).toBe(0);
    const parquet = `read_parquet('${join(folder, 'games.parquet')}')`;
    expect(await count(`SELECT count(*) FROM ${parquet}`)).toBe(lines.length);
    for (const id of games)
      expect(await count(`SELECT count(*) FROM ${parquet} WHERE game_id = '${id}'`)).toBe(
        events.filter((e) => e.streamId === id).length,
      );

    expect(empires('tables', 'games.ndjson', '-o', 'tables').status).toBe(0);
    expect(await count(`SELECT count(*) FROM read_parquet('${join(folder, 'tables/games.parquet')}')`)).toBe(GAMES);
    expect(await count(`SELECT count(*) FROM read_parquet('${join(folder, 'tables/battles.parquet')}')`)).toBe(
      events.filter((e) => e.type === 'BattleRolled').length,
    );
  });

  it('resumes a cut-off export after the last game it wrote', () => {
    const token = (player as unknown as { token: string }).token;
    const whole = readFileSync(join(folder, 'games.ndjson'), 'utf8');
    const lines = whole.trim().split('\n');
    const firstId = (JSON.parse(lines[0]) as { streamId: string }).streamId;
    const firstGame = lines.filter((l) => (JSON.parse(l) as { streamId: string }).streamId === firstId);
    const written = firstGame.join('\n') + '\n';
    // Cut in the middle of the second game's lines: the cursor still points after the first.
    writeFileSync(join(folder, 'cut.ndjson'), written + whole.slice(written.length, written.length + 300));
    writeFileSync(
      join(folder, 'cut.ndjson.cursor.json'),
      JSON.stringify({ bytes: Buffer.byteLength(written), games: 1, events: firstGame.length, page: null }),
    );
    const resumed = empires(
      'export',
      ...server(),
      '--token',
      token,
      '--status',
      'finished',
      '-o',
      'cut.ndjson',
      '--resume',
    );
    expect(resumed.status).toBe(0);
    expect(readFileSync(join(folder, 'cut.ndjson'), 'utf8')).toBe(whole);
  });

  /** One POST, asked again once if the server closed the kept-alive connection as it was reused. */
  const post = async (body: unknown, token = (player as unknown as { token: string }).token): Promise<Response> => {
    const send = () =>
      fetch(`http://127.0.0.1:${s.gateway.port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    return send().catch(send);
  };

  /** The raw read limit: the same pages of events asked with bare fetch, all games at once, nothing parsed into games or written. */
  const rawRead = async (): Promise<{ events: number; perSecond: number }> => {
    const started = performance.now();
    let events = 0;
    await Promise.all(
      games.map(async (id) => {
        for (let after = 0; ; ) {
          const res = await post({
            query:
              'query($id: ID!, $after: Int!) { game(id: $id) { events(afterSeq: $after, limit: 1000) { eventId gameId seq type payload actor occurredAt toAct causationId command } } }',
            variables: { id, after },
          });
          const page = ((await res.json()) as { data: { game: { events: { seq: number }[] } } }).data.game.events;
          if (page.length === 0) return;
          events += page.length;
          after = page[page.length - 1].seq;
        }
      }),
    );
    return { events, perSecond: events / ((performance.now() - started) / 1000) };
  };

  it('exports at a rate measured beside the raw read of the same events through the API', async () => {
    const before = await rawRead();
    const after = await rawRead();
    const line = exportProgress.trim().split('\n').at(-1) ?? '';
    const [, gamesPerS, eventsPerS] = /: ([\d.]+) games\/s, (\d+) events\/s/.exec(line) ?? [];
    expect(Number(eventsPerS)).toBeGreaterThan(0);
    const raw = Math.max(before.perSecond, after.perSecond);
    console.log(
      `CLI export: ${gamesPerS} games/s, ${eventsPerS} events/s; raw API read of the same ${before.events} events of ${GAMES} games: ${Math.round(raw)} events/s (best of two runs); export at ${Math.round((Number(eventsPerS) / raw) * 100)}% of it`,
    );
  });
});
