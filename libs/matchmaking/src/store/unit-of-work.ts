import { randomUUID } from 'node:crypto';
import { SCHEMA_VERSION, type Actor } from '@empires/contracts';
import type { EventStore, StreamWrite } from '@empires/eventstore';
import type { Database, Row, Transaction } from '@empires/database';

const SOURCE = 'matchmaking@1';

/** The command an event answers and who sent it, when one transaction answers several commands. */
export interface Cause {
  readonly commandId: string;
  readonly actor: Actor;
}

/**
 * One transaction of matchmaking: its table changes and the events that tell of them commit
 * together, and the outbox relay publishes the events after. A command's answer is stored in
 * the same transaction, so a repeated command id gets it back instead of running twice.
 */
export class UnitOfWork {
  private readonly events = new Map<string, { type: string; payload: object; cause?: Cause }[]>();
  private readonly deadlines = new Map<string, string | null>();
  private readonly answers: { streamId: string; commandId: string; result: unknown }[] = [];

  constructor(
    readonly tx: Transaction,
    private readonly actor: Actor,
  ) {}

  query<T = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.tx.query<T>(sql, params);
  }

  /**
   * An event on a stream (`player:<id>`, `table:<id>`), in the past tense; `cause` when the
   * transaction answers several commands (a batch of queue requests), else the one command's.
   */
  record(streamId: string, type: string, payload: object, cause?: Cause): void {
    this.events.set(streamId, [...(this.events.get(streamId) ?? []), { type, payload: { type, ...payload }, cause }]);
  }

  /** One more command's answer, stored with this transaction so a repeat of it gets the answer back. */
  answer(streamId: string, commandId: string, result: unknown): void {
    this.answers.push({ streamId, commandId, result });
  }

  /** The stream's durable deadline after this transaction (`libs/scheduler`); null clears it. Written with its events. */
  deadline(streamId: string, fireAt: string | null): void {
    this.deadlines.set(streamId, fireAt);
  }

  /** A stream's deadline as written with its events: set, cleared (null), or left as it was (absent). */
  private deadlineWrite(streamId: string): Pick<StreamWrite, 'deadline'> {
    const fireAt = this.deadlines.get(streamId);
    if (fireAt === undefined) return {};
    return { deadline: fireAt === null ? null : { fireAt } };
  }

  writes(versions: ReadonlyMap<string, number>, commandId: string | undefined, result: unknown): StreamWrite[] {
    const at = new Date().toISOString();
    const writes: StreamWrite[] = [...this.events].map(([streamId, events]) => ({
      streamId,
      kind: 'matchmaking',
      expectedVersion: versions.get(streamId) ?? 0,
      events: events.map((e) => ({
        eventId: randomUUID(),
        type: e.type,
        payload: e.payload,
        metadata: {
          ruleset: SOURCE,
          visibility: { public: true },
          causationId: e.cause?.commandId ?? commandId ?? 'matchmaking',
          correlationId: e.cause?.commandId ?? commandId ?? 'matchmaking',
          actor: e.cause?.actor ?? this.actor,
          schemaVersion: SCHEMA_VERSION,
        },
        occurredAt: at,
      })),
      ...this.deadlineWrite(streamId),
    }));
    if (commandId) {
      const command = { commandId, result };
      if (writes.length > 0) writes[0] = { ...writes[0], command };
      else
        writes.push({ streamId: `command:${commandId}`, kind: 'matchmaking', expectedVersion: 0, events: [], command });
    }
    for (const a of this.answers)
      writes.push({
        streamId: a.streamId,
        kind: 'matchmaking',
        expectedVersion: versions.get(a.streamId) ?? 0,
        events: [],
        command: { commandId: a.commandId, result: a.result },
      });
    return writes;
  }

  streams(): string[] {
    return [...this.events.keys()];
  }
}

/** Runs `work` in one transaction; `commandId` makes it run once however often it is asked. */
export async function transact<T>(
  db: Database,
  store: EventStore,
  actor: Actor,
  commandId: string | undefined,
  work: (uow: UnitOfWork) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const uow = new UnitOfWork(tx, actor);
    const result = await work(uow);
    const versions = await store.lockVersions(tx, uow.streams());
    await store.appendIn(tx, uow.writes(versions, commandId, result));
    return result;
  });
}
