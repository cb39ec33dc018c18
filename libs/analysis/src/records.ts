import { upcast } from '@empires/contracts';
import { hasFields, jsonOf } from './json-line';

/**
 * One line of an export: an event envelope as `npm run export` and `empires export` write it.
 * `command` is on the first event of each move of a game that is over.
 */
export interface ExportedEvent {
  readonly eventId: string;
  readonly streamId: string;
  readonly seq: number;
  readonly type: string;
  readonly ruleset: string;
  readonly payload: unknown;
  readonly causationId: string;
  readonly actor: unknown;
  readonly occurredAt: string;
  readonly schemaVersion?: number;
  readonly command?: unknown;
  readonly visibility?: unknown;
}

/** One game of an export: its events in seq order, at the current schema version. */
export interface ExportedGame {
  readonly id: string;
  /** `id@version` as the game was created with. */
  readonly ruleset: string;
  readonly events: readonly ExportedEvent[];
}

/** A line that is not an event envelope: the export is damaged or not an export. */
export class ExportFormatError extends Error {
  readonly code = 'EXPORT_FORMAT';
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

/** What a line must hold to be read as an event envelope. */
const ENVELOPE_FIELDS = { streamId: 'string', seq: 'number', type: 'string', ruleset: 'string' } as const;
const isEnvelope = (value: unknown): value is ExportedEvent => hasFields(value, ENVELOPE_FIELDS);

/** Parses one NDJSON line (numbered from 1 for the error); blank lines give null. */
export function parseLine(text: string, line: number): ExportedEvent | null {
  if (text.trim() === '') return null;
  const value = jsonOf(text);
  if (value === undefined) throw new ExportFormatError(line, 'not JSON');
  if (!isEnvelope(value))
    throw new ExportFormatError(line, `not an event envelope (${Object.keys(ENVELOPE_FIELDS).join(', ')})`);
  return upcast(value);
}

/**
 * Groups events into games, in the order their first event came. An export writes each game
 * whole, one after another; a game split across the file is joined again and sorted by seq.
 */
export function groupGames(events: Iterable<ExportedEvent>): ExportedGame[] {
  const byGame = new Map<string, ExportedEvent[]>();
  for (const e of events) {
    const list = byGame.get(e.streamId);
    if (list) list.push(e);
    else byGame.set(e.streamId, [e]);
  }
  return [...byGame].map(([id, list]) => {
    const sorted = list.every((e, i) => i === 0 || list[i - 1].seq < e.seq)
      ? list
      : [...list].sort((a, b) => a.seq - b.seq);
    return { id, ruleset: sorted[0].ruleset, events: sorted };
  });
}

/** Parses a whole NDJSON export. */
export function parseExport(text: string): ExportedGame[] {
  const events: ExportedEvent[] = [];
  text.split('\n').forEach((line, i) => {
    const event = parseLine(line, i + 1);
    if (event) events.push(event);
  });
  return groupGames(events);
}

/** The game as NDJSON, one envelope a line, each line ending in a newline. */
export const gameLines = (game: ExportedGame): string => game.events.map((e) => `${JSON.stringify(e)}\n`).join('');
