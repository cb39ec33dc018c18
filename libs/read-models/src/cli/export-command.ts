/**
 * `npm run export` (tools/export.ts): the full event streams of the matching games as NDJSON
 * envelopes, streamed from history's read models, with a progress bar on stderr.
 */
import { createWriteStream } from 'node:fs';
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

  const db = connectAsService('history');
  try {
    const size = await exportSize(db, filter);
    const out = values.out ? createWriteStream(values.out) : process.stdout;
    const bar = new ProgressBar(`exporting ${size.games} games`, 'events');
    let written = 0;
    for await (const line of exportEvents(db, registry, filter)) {
      // Respect backpressure: the export never holds more than a page in memory.
      if (!out.write(`${line}\n`)) await once(out, 'drain');
      bar.update(++written, size.events);
    }
    bar.finish(written, size.events);
    if (out !== process.stdout) {
      out.end();
      await once(out, 'finish');
    }
    console.error(`exported ${written} events of ${size.games} games${values.out ? ` to ${values.out}` : ''}`);
    return 0;
  } finally {
    await db.close();
  }
}

function refuse(message: string): number {
  console.error(message);
  return 1;
}
