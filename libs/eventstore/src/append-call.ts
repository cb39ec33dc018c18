import { DuplicateCommand, VersionConflict, type StreamWrite } from './types';

/** The call of `append_streams` (migrations 1732300000001 and ...003) for a set of writes. */
export const APPEND_SQL = `SELECT append_streams(${Array.from({ length: 22 }, (_, i) => `$${i + 1}`).join(', ')})`;

interface Move {
  readonly kind: string;
  readonly from: number;
  readonly to: number;
}

/**
 * The function's arguments. Writes to one stream must chain (each expects the version the
 * previous one leaves); a break is a conflict found before anything is sent.
 */
export function appendParams(writes: readonly StreamWrite[]): { params: unknown[]; moves: ReadonlyMap<string, Move> } {
  const moves = new Map<string, Move>();
  for (const w of writes) {
    if (w.events.length === 0) continue;
    const move = moves.get(w.streamId);
    if (move && move.to !== w.expectedVersion) throw new VersionConflict(w.streamId, w.expectedVersion);
    moves.set(w.streamId, {
      kind: w.kind,
      from: move?.from ?? w.expectedVersion,
      to: w.expectedVersion + w.events.length,
    });
  }
  const events = {
    streams: [] as string[],
    seqs: [] as number[],
    ids: [] as string[],
    types: [] as string[],
    payloads: [] as string[],
    metadata: [] as string[],
    times: [] as string[],
  };
  for (const w of writes) {
    w.events.forEach((e, i) => {
      events.streams.push(w.streamId);
      events.seqs.push(w.expectedVersion + i + 1);
      events.ids.push(e.eventId);
      events.types.push(e.type);
      events.payloads.push(JSON.stringify(e.payload));
      events.metadata.push(JSON.stringify(e.metadata));
      events.times.push(e.occurredAt);
    });
  }
  const commands = writes.flatMap((w) => (w.command ? [{ streamId: w.streamId, ...w.command }] : []));
  // One snapshot per stream, the latest: an upsert may not touch a row twice.
  const snapshots = new Map(writes.flatMap((w) => (w.snapshot ? [[w.streamId, w.snapshot] as const] : [])));
  const secrets = writes.flatMap((w) => (w.secret ? [{ streamId: w.streamId, secret: w.secret }] : []));
  // One deadline per stream, the latest write's: set or cleared.
  const deadlines = new Map(
    writes.flatMap((w) => (w.deadline !== undefined ? [[w.streamId, w.deadline] as const] : [])),
  );
  const set = [...deadlines].flatMap(([streamId, d]) => (d ? [{ streamId, fireAt: d.fireAt }] : []));
  const params = [
    [...moves.keys()],
    [...moves.values()].map((m) => m.kind),
    [...moves.values()].map((m) => m.from),
    [...moves.values()].map((m) => m.to),
    events.streams,
    events.seqs,
    events.ids,
    events.types,
    events.payloads.join('\n'),
    events.metadata.join('\n'),
    events.times,
    commands.map((c) => c.commandId),
    commands.map((c) => c.streamId),
    commands.map((c) => JSON.stringify(c.result)).join('\n'),
    [...snapshots.keys()],
    [...snapshots.values()].map((s) => s.version),
    [...snapshots.values()].map((s) => JSON.stringify(s.state)).join('\n'),
    secrets.map((s) => s.streamId),
    secrets.map((s) => s.secret),
    set.map((d) => d.streamId),
    set.map((d) => d.fireAt),
    [...deadlines].flatMap(([streamId, d]) => (d ? [] : [streamId])),
  ];
  return { params, moves };
}

/** The function's refusals as the store's typed errors; anything else unchanged. */
export function appendError(error: unknown, moves: ReadonlyMap<string, Move>): unknown {
  const driver = error as { code?: string; message?: string };
  if (driver?.code === 'EM409')
    return new VersionConflict(driver.message ?? '', moves.get(driver.message ?? '')?.from ?? -1);
  if (driver?.code === 'EM208') return new DuplicateCommand(driver.message ?? '');
  return error;
}
