/**
 * `npm run export` (tools/export.ts): the full event streams of the matching games as NDJSON
 * envelopes, streamed from history's read models, with a progress bar on stderr.
 */
import { createWriteStream, renameSync, rmSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { connectAsService } from '@empires/database';
import { exportEvents, exportSize, type ExportFilter } from '../export';
import { ProgressBar } from '../progress-bar';
import type { RulesetRegistry } from '@empires/rules-kernel';

const statuses = ['open', 'playing', 'finished', 'aborted'];

export async function exportGames(registry: RulesetRegistry, argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      ruleset: { type: 'string' },
      since: { type: 'string' },
      until: { type: 'string' },
      status: { type: 'string' },
      game: { type: 'string', multiple: true },
      out: { type: 'string' },
    },
  });
  for (const date of [values.since, values.until]) {
    if (date !== undefined && Number.isNaN(Date.parse(date))) return refuse(`not a date: ${date}`);
  }
  if (values.status !== undefined && !statuses.includes(values.status))
    return refuse(`--status is one of ${statuses.join(', ')}`);
  const filter: ExportFilter = {
    ruleset: values.ruleset,
    since: values.since,
    until: values.until,
    status: values.status as ExportFilter['status'],
    gameIds: values.game,
  };

  const file = values.out === undefined ? undefined : await openOutput(values.out);
  const db = connectAsService('history');
  try {
    const size = await exportSize(db, filter);
    const out = file?.stream ?? process.stdout;
    const bar = new ProgressBar(`exporting ${size.games} games`, 'events');
    let written = 0;
    for await (const line of exportEvents(db, registry, filter)) {
      // Respect backpressure: the export never holds more than a page in memory.
      if (!out.write(`${line}\n`)) await once(out, 'drain');
      bar.update(++written, size.events);
    }
    bar.finish(written, size.events);
    await file?.complete();
    console.error(`exported ${written} events of ${size.games} games${values.out ? ` to ${values.out}` : ''}`);
    return 0;
  } finally {
    file?.discard();
    await db.close();
  }
}

/**
 * The export's file, written beside its path and given its name only once whole: an export that
 * failed half way replaced the file already there with games cut off, which reads as a whole export.
 * Opened before anything is read, so a path that cannot be written is the command's error.
 */
async function openOutput(path: string): Promise<{ stream: WriteStream; complete(): Promise<void>; discard(): void }> {
  const partial = `${path}.partial`;
  const stream = createWriteStream(partial);
  await once(stream, 'open');
  // Kept for complete(): a write that failed (a full disk) fails the export; a discarded one no longer matters.
  let failure: Error | undefined;
  stream.on('error', (error) => (failure ??= error));
  return {
    stream,
    async complete() {
      if (failure) throw failure;
      stream.end();
      await once(stream, 'finish');
      renameSync(partial, path);
    },
    discard() {
      stream.destroy();
      rmSync(partial, { force: true });
    },
  };
}

function refuse(message: string): number {
  console.error(message);
  return 1;
}
