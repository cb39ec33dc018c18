import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gameFacts, gameMatcher, type ExportedGame, type GameFilter } from '@empires/analysis';
import { UsageError } from '../errors';
import { readGames } from '../file-games';
import { Progress } from '../progress';
import type { ServerOptions } from '../options';
import { connect } from '../server';
import { fetchGame, gamePages, tournamentGames } from '../server-games';
import { gamesWritten, growingFile, openSink, type Format, type Sink } from '../sinks';

export interface ExportOptions extends ServerOptions {
  readonly from?: string;
  readonly out?: string;
  readonly format: Format;
  readonly resume?: boolean;
  readonly force?: boolean;
  readonly ruleset?: string;
  readonly player?: string;
  readonly tournament?: string;
  readonly since?: string;
  readonly until?: string;
  readonly status?: GameFilter['status'];
  readonly concurrency: string;
}

/** Kept beside the output after each game: where a resumed export picks up. */
interface Cursor {
  readonly bytes: number;
  readonly games: number;
  readonly events: number;
  /** The page of the server's game list the last game written was on. */
  readonly page: string | null;
}

const cursorPath = (out: string) => `${out}.cursor.json`;

function startCursor(o: ExportOptions): Cursor | null {
  if (!o.out) {
    if (o.resume) throw new UsageError('--resume needs --out FILE: the export to continue');
    if (o.format === 'parquet')
      throw new UsageError('--format parquet needs --out FILE (Parquet is not streamed to stdout)');
    return null;
  }
  const cursorFile = cursorPath(o.out);
  if (o.resume && existsSync(cursorFile)) return JSON.parse(readFileSync(cursorFile, 'utf8')) as Cursor;
  if (o.resume) throw new UsageError(`nothing to resume: ${cursorFile} does not exist (run without --resume to start)`);
  if ((existsSync(o.out) || existsSync(growingFile(o.out, o.format))) && !o.force)
    throw new UsageError(`${o.out} exists: pass --resume to continue that export, or --force to start it again`);
  rmSync(o.out, { force: true });
  rmSync(growingFile(o.out, o.format), { force: true });
  return { bytes: 0, games: 0, events: 0, page: null };
}

/** Writes the games one by one, skipping those a resumed export already holds, and moves the cursor. */
class Writer {
  private cursor: Cursor;
  constructor(
    private readonly sink: Sink,
    private readonly out: string | undefined,
    start: Cursor | null,
    private readonly done: ReadonlySet<string>,
    private readonly progress: Progress,
  ) {
    this.cursor = start ?? { bytes: 0, games: 0, events: 0, page: null };
  }
  get totals() {
    return this.cursor;
  }
  has(id: string) {
    return this.done.has(id);
  }
  write(game: ExportedGame, page: string | null): void {
    if (this.done.has(game.id)) return;
    this.sink.write(game);
    const c = this.cursor;
    this.cursor = { bytes: this.sink.bytes, games: c.games + 1, events: c.events + game.events.length, page };
    if (this.out) writeFileSync(cursorPath(this.out), JSON.stringify(this.cursor));
    this.progress.update(this.cursor.games, this.cursor.events);
  }
  async close(): Promise<void> {
    await this.sink.close();
    if (this.out) rmSync(cursorPath(this.out), { force: true });
    this.progress.finish(this.cursor.games, this.cursor.events);
  }
}

/** Fetches a page's games a few at a time, keeping their order. */
async function inOrder<T, R>(items: readonly T[], limit: number, fetch: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fetch(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function runExport(o: ExportOptions): Promise<void> {
  const concurrency = Number(o.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new UsageError('--concurrency takes a whole number ≥ 1');
  const start = startCursor(o);
  const done = o.out && o.resume && start ? gamesWritten(o.out, o.format, start.bytes) : new Set<string>();
  const progress = new Progress('export:');
  const writer = new Writer(openSink(o.out, o.format), o.out, start, done, progress);
  const filter: GameFilter = { ruleset: o.ruleset, player: o.player, since: o.since, until: o.until, status: o.status };
  if (o.from) {
    if (o.tournament)
      throw new UsageError('--tournament needs a server: an export file does not say which games a tournament had');
    const matches = gameMatcher(filter);
    for (const game of await readGames(o.from)) if (matches(gameFacts(game))) writer.write(game, null);
    return writer.close();
  }
  const client = connect(o);
  try {
    const matches = gameMatcher({
      ...filter,
      ...(o.tournament ? { gameIds: await tournamentGames(client, o.tournament) } : {}),
    });
    for await (const page of gamePages(client, filter, start?.page ?? null)) {
      const wanted = page.games.filter((g) => !writer.has(g.id));
      const games = await inOrder(wanted, concurrency, (g) => fetchGame(client, g));
      for (const game of games) if (matches(gameFacts(game))) writer.write(game, page.cursor);
    }
    await writer.close();
  } finally {
    await client.close();
  }
}
