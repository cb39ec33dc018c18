import type { EventEnvelope } from '@empires/contracts';

/**
 * Consecutive events of one game, stored as one `game_event_runs` row: their envelopes'
 * JSON texts joined by newlines (a stored text never holds one). A rebuild writes one run per
 * game and window instead of a row per event, which PostgreSQL stores several times faster.
 * The texts are strings, or the UTF-8 bytes as received, which the rebuild copies unchanged.
 */
export interface EventRun<Text extends string | Buffer = string> {
  readonly gameId: string;
  readonly firstSeq: number;
  readonly texts: Text[];
}

/** Between a run's texts in its stored value. */
export const RUN_SEPARATOR = '\n';

/** The stored form of a run, as read back. */
export interface RunRow {
  readonly first_seq: number;
  readonly envelopes: string;
}

/**
 * Adds an event to the runs being collected. Events of a game come in seq order without a gap
 * (the batch plan sees to it), so a game's events since the runs began form one run.
 */
export function addToRuns<Text extends string | Buffer>(
  runs: Map<string, EventRun<Text>>,
  envelope: EventEnvelope,
  text: Text,
): void {
  const run = runs.get(envelope.streamId);
  if (run) run.texts.push(text);
  else runs.set(envelope.streamId, { gameId: envelope.streamId, firstSeq: envelope.seq, texts: [text] });
}

/** The runs of envelopes in their order, one per game. */
export function runsOf<Text extends string | Buffer>(
  envelopes: readonly EventEnvelope[],
  texts: readonly Text[],
): EventRun<Text>[] {
  const runs = new Map<string, EventRun<Text>>();
  envelopes.forEach((e, i) => addToRuns(runs, e, texts[i]));
  return [...runs.values()];
}

export const lastSeq = (run: EventRun<string | Buffer>): number => run.firstSeq + run.texts.length - 1;

/** A stored run's texts, the first at its `first_seq`. */
export const runTexts = (row: Pick<RunRow, 'envelopes'>): string[] => row.envelopes.split(RUN_SEPARATOR);

/** The texts of stored runs (in seq order) whose seq lies in `[from, to]`. */
export function textsBetween(rows: readonly RunRow[], from: number, to: number): string[] {
  const texts: string[] = [];
  for (const row of rows) {
    runTexts(row).forEach((text, i) => {
      const seq = row.first_seq + i;
      if (seq >= from && seq <= to) texts.push(text);
    });
  }
  return texts;
}

/**
 * The text to store for an envelope: as received, unless it holds a newline (stored texts are
 * split on newlines) or none was received; then serialised afresh.
 */
export function storedText(envelope: EventEnvelope, received: string | undefined): string {
  return received !== undefined && !received.includes(RUN_SEPARATOR) ? received : JSON.stringify(envelope);
}

const NEWLINE = 0x0a;

/** `storedText` for the bytes of a text as received. */
export function storedBytes(envelope: EventEnvelope, received: Buffer | undefined): Buffer {
  return received !== undefined && received.indexOf(NEWLINE) === -1 ? received : Buffer.from(JSON.stringify(envelope));
}
