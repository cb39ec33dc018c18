import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { groupGames, parseLine, type ExportedEvent, type ExportedGame } from '@empires/analysis';
import { UsageError } from './errors';
import type { ServerOptions } from './options';
import { connect } from './server';
import { fetchGameById } from './server-games';

/** Every event of an NDJSON export, streamed line by line. */
async function* readEvents(path: string): AsyncGenerator<ExportedEvent> {
  let line = 0;
  for await (const text of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    const event = parseLine(text, ++line);
    if (event) yield event;
  }
}

export async function readGames(path: string): Promise<ExportedGame[]> {
  const events: ExportedEvent[] = [];
  for await (const e of readEvents(path)) events.push(e);
  return groupGames(events);
}

/** A file when one exists at that path; otherwise a game id, fetched from the server. */
export async function gamesFrom(source: string, options: ServerOptions): Promise<ExportedGame[]> {
  if (existsSync(source)) return readGames(source);
  if (!options.server && !process.env.EMPIRES_SERVER)
    throw new UsageError(
      `${source}: no such file; to read the game ${source} from a server, pass --server http://HOST:PORT`,
    );
  const client = connect(options);
  try {
    return [await fetchGameById(client, source)];
  } finally {
    await client.close();
  }
}
