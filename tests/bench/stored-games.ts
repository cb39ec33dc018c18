// An engine event store of a million events for the rebuild bench, loaded by COPY in seconds:
// a few hundred dice-race games decided by the real engine core (about 8,000 events/s here, too
// slow for a million), each stored many times over under new game and event ids.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { EventEnvelope } from '@empires/contracts';
import type { Database } from '@empires/database';
import { copyField } from '@empires/read-models';
import { from as copyFrom } from 'pg-copy-streams';
import { DiceRaceGame } from '../../libs/read-models/src/testing/dice-race-game';
import { storedEvent } from '../../libs/read-models/src/testing/stored-event';

const TEMPLATES = 300;
/** Games being played at once: their events interleave on disk as the engine appends them. */
const AT_ONCE = 1000;
/** Events of one game appended together (a command's events). */
const STEP = 4;

interface Stored {
  readonly games: number;
  readonly events: number;
}

/** Fills the engine's empty `streams` and `events` with `count` events of finished games (the last may run on). */
export async function fillEventStore(engine: Database, count: number): Promise<Stored> {
  const templates = Array.from({ length: TEMPLATES }, (_, i) => {
    const game = DiceRaceGame.started(['p0', 'p1'], 40 + (i % 80));
    game.rollUntilOver();
    return game.events.map(rowTail);
  });
  const games: { id: string; tails: string[] }[] = [];
  for (let left = count, i = 0; left > 0; i++) {
    const tails = templates[i % TEMPLATES].slice(0, left);
    games.push({ id: `bench_${i}`, tails });
    left -= tails.length;
  }
  await copyRows(
    engine,
    `COPY streams (stream_id, kind, version) FROM STDIN`,
    games.map((g) => `${g.id}\tgame\t${g.tails.length}\n`),
  );
  await copyRows(
    engine,
    `COPY events (stream_id, seq, event_id, type, payload, metadata, occurred_at) FROM STDIN`,
    interleaved(games),
  );
  // Hint bits and statistics set now, not by the first reader measured.
  await engine.query(`VACUUM (FREEZE, ANALYZE) streams, events`);
  return { games: games.length, events: count };
}

/** The columns after the event id, as COPY text: the same for every copy of a template game. */
function rowTail(e: EventEnvelope, i: number): string {
  const stored = storedEvent(e, { rng: [2654435769, 1013904223, 1664525, i] });
  return `${copyField(e.type)}\t${copyField(JSON.stringify(stored.payload))}\t${copyField(JSON.stringify(stored.metadata))}\t${e.occurredAt}\n`;
}

/** Rows of `AT_ONCE` games at a time, `STEP` events of each in turn. */
function* interleaved(games: readonly { id: string; tails: string[] }[]): Generator<string> {
  for (let first = 0; first < games.length; first += AT_ONCE) {
    const playing = games.slice(first, first + AT_ONCE);
    const longest = Math.max(...playing.map((g) => g.tails.length));
    for (let from = 0; from < longest; from += STEP)
      for (const g of playing)
        for (let seq = from + 1; seq <= Math.min(from + STEP, g.tails.length); seq++)
          yield `${g.id}\t${seq}\t${randomUUID()}\t${g.tails[seq - 1]}`;
  }
}

async function copyRows(db: Database, sql: string, rows: Iterable<string>): Promise<void> {
  await db.transaction(async (tx) => {
    const stream = tx.client.query(copyFrom(sql));
    let chunk = '';
    for (const row of rows) {
      chunk += row;
      if (chunk.length < 256 * 1024) continue;
      if (!stream.write(chunk)) await once(stream, 'drain');
      chunk = '';
    }
    stream.end(chunk);
    await finished(stream);
  });
}
