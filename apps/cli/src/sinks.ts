import { appendFileSync, existsSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { eventRow, eventsTable, gameLines, parseExport, toCsv, toParquet, type ExportedGame } from '@empires/analysis';

export type Format = 'ndjson' | 'csv' | 'parquet';

/** Where an export is written, a whole game at a time, so that a cut-off export resumes after its last game. */
export interface Sink {
  /** Bytes written so far (the cursor keeps it: a resumed export cuts the file back to it). */
  readonly bytes: number;
  write(game: ExportedGame): void;
  close(): Promise<void>;
}

const csvRows = (game: ExportedGame) => toCsv(eventsTable, game.events.map(eventRow)).split('\n').slice(1).join('\n');
const csvHeader = () => toCsv(eventsTable, []);

class StdoutSink implements Sink {
  bytes = 0;
  private headed = false;
  constructor(private readonly format: 'ndjson' | 'csv') {}
  write(game: ExportedGame): void {
    if (this.format === 'csv' && !this.headed) process.stdout.write(csvHeader());
    this.headed = true;
    process.stdout.write(this.format === 'csv' ? csvRows(game) : gameLines(game));
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** NDJSON or CSV appended to a file. */
class FileSink implements Sink {
  constructor(
    private readonly path: string,
    private readonly format: 'ndjson' | 'csv',
  ) {
    if (format === 'csv' && this.bytes === 0) appendFileSync(path, csvHeader());
  }
  get bytes(): number {
    return existsSync(this.path) ? statSync(this.path).size : 0;
  }
  write(game: ExportedGame): void {
    appendFileSync(this.path, this.format === 'csv' ? csvRows(game) : gameLines(game));
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** Parquet is written whole: the games gather in an NDJSON file beside it (resumable) until the end. */
class ParquetSink implements Sink {
  private readonly staging: FileSink;
  constructor(
    private readonly path: string,
    private readonly stagingPath: string,
  ) {
    this.staging = new FileSink(stagingPath, 'ndjson');
  }
  get bytes(): number {
    return this.staging.bytes;
  }
  write(game: ExportedGame): void {
    this.staging.write(game);
  }
  async close(): Promise<void> {
    const games = existsSync(this.stagingPath) ? parseExport(readFileSync(this.stagingPath, 'utf8')) : [];
    const rows = games.flatMap((g) => g.events.map(eventRow));
    writeFileSync(this.path, new Uint8Array(await toParquet(eventsTable, rows)));
    rmSync(this.stagingPath, { force: true });
  }
}

/** The file that grows as games are written: the output itself, or Parquet's staging file. */
export const growingFile = (out: string, format: Format) => (format === 'parquet' ? `${out}.part.ndjson` : out);

/** The ids of the games a growing file holds, after cutting it back to the last whole game written. */
export function gamesWritten(out: string, format: Format, bytes: number): Set<string> {
  const path = growingFile(out, format);
  if (!existsSync(path)) return new Set();
  truncateSync(path, bytes);
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const ids =
    format === 'csv'
      ? lines.slice(1).map((l) => l.slice(0, l.indexOf(',')))
      : lines.map((l) => (JSON.parse(l) as { streamId: string }).streamId);
  return new Set(ids);
}

export function openSink(out: string | undefined, format: Format): Sink {
  if (!out) return new StdoutSink(format === 'parquet' ? 'ndjson' : format);
  if (format === 'parquet') return new ParquetSink(out, growingFile(out, format));
  return new FileSink(out, format);
}
