import { randomUUID } from 'node:crypto';
import { SCHEMA_VERSION, type CommandEnvelope, type CommandResult, type EventEnvelope } from '@empires/contracts';
import { decideGame, evolveGame, refusedForNow, toActOf, type Decided, type GameState } from '@empires/engine-core';
import {
  BatchingAppender,
  DuplicateCommand,
  toEnvelope,
  VersionConflict,
  type EventStore,
  type NewEvent,
  type StreamWrite,
} from '@empires/eventstore';
import { isViolation, type RulesetRegistry } from '@empires/rules-kernel';
import { checkEnvelope } from './command-envelope';
import type { GameRepository } from './game-repository';
import { drawSecret } from './secrets';
import { firstResults, recorded } from './stored-result';

export interface RawCommand {
  readonly value: unknown;
  readonly bytes: number;
  /** The W3C trace context of the command's handling (tracing on), kept with its events for their publication. */
  readonly traceparent?: string;
}

interface Pending {
  /** None for an answer that is not the command's last (see `refusedForNow`). */
  readonly write?: StreamWrite;
  readonly result: CommandResult;
  readonly state?: GameState;
  readonly secret?: string;
}

const SNAPSHOT_EVERY = 100;

/**
 * Decides a batch of commands against hot games and writes them in one transaction. The
 * batch is decided as if no command were seen before, the common case: the append refuses a
 * command id it already holds, and so does a stream another writer moved (a rebalance). Then
 * it forgets what it knew and does each command alone from the database, looking its id up
 * first, so a command id seen before gets its first result.
 */
export class CommandProcessor {
  private readonly appender: BatchingAppender;

  constructor(
    private readonly store: EventStore,
    private readonly games: GameRepository,
    private readonly registry: RulesetRegistry,
    private readonly now: () => Date = () => new Date(),
    /** Told after an append that set or cleared a game's deadline (the scheduler looks again). */
    private readonly onDeadlines: () => void = () => undefined,
  ) {
    this.appender = new BatchingAppender(store);
  }

  async process(batch: readonly RawCommand[]): Promise<CommandResult[]> {
    try {
      return await this.processTogether(batch, false);
    } catch (error) {
      if (!(error instanceof VersionConflict || error instanceof DuplicateCommand)) throw error;
      this.games.clear();
      const results: CommandResult[] = [];
      for (const one of batch) results.push(...(await this.processAlone(one)));
      return results;
    }
  }

  private async processAlone(command: RawCommand, attempts = 3): Promise<CommandResult[]> {
    try {
      return await this.processTogether([command], true);
    } catch (error) {
      if (!(error instanceof VersionConflict || error instanceof DuplicateCommand) || attempts <= 1) throw error;
      this.games.clear();
      return this.processAlone(command, attempts - 1);
    }
  }

  private async processTogether(batch: readonly RawCommand[], lookUp: boolean): Promise<CommandResult[]> {
    const checked = batch.map((c) => checkEnvelope(c.value, c.bytes));
    const ids = checked.map((c) => (c.ok ? c.envelope.commandId : c.commandId)).filter((id): id is string => !!id);
    const seen = lookUp ? await firstResults(this.store, ids) : new Map<string, CommandResult>();
    const pending = new Map<string, Pending>(); // by command id, in batch order
    const working = new Map<string, { state: GameState; secret: string }>(); // by game id
    const results: CommandResult[] = [];

    for (const [i, c] of checked.entries()) {
      const id = c.ok ? c.envelope.commandId : c.commandId;
      const earlier = id ? (seen.get(id) ?? pending.get(id)?.result) : undefined;
      if (earlier) {
        results.push(earlier);
        continue;
      }
      if (!c.ok) {
        if (!c.commandId || !c.streamId) continue; // nothing to answer to
        const result = rejected(c.commandId, c.streamId, c.code, c.message);
        pending.set(c.commandId, {
          write: {
            streamId: c.streamId,
            kind: 'game',
            expectedVersion: 0,
            events: [],
            command: recorded(c.commandId, result),
          },
          result,
        });
        results.push(result);
        continue;
      }
      const game = working.get(c.envelope.streamId) ?? (await this.games.load(c.envelope.streamId));
      const next = this.decide(c.envelope, c.command, game.state, game.secret, batch[i].traceparent);
      pending.set(c.envelope.commandId, next);
      if (next.state) working.set(c.envelope.streamId, { state: next.state, secret: next.secret ?? game.secret });
      results.push(next.result);
    }

    const writes = [...pending.values()].flatMap((p) => (p.write ? [p.write] : []));
    await this.appender.append(writes);
    if (writes.some((w) => w.deadline !== undefined)) this.onDeadlines();
    for (const [gameId, game] of working) this.games.remember(gameId, game.state, game.secret);
    return results;
  }

  private decide(
    envelope: CommandEnvelope,
    command: Parameters<typeof decideGame>[1],
    state: GameState,
    secret: string,
    traceparent: string | undefined,
  ): Pending {
    const fresh = command.type === 'CreateGame' && state.status === 'none' ? drawSecret() : undefined;
    // One time for the whole command: the clocks decide with it and every event records it.
    const now = this.now();
    const ctx = {
      registry: this.registry,
      secret: fresh?.secret ?? secret,
      seedHash: fresh?.seedHash ?? state.seedHash,
      now: now.getTime(),
    };
    const decided = decideGame(state, command, envelope.actor, ctx);
    const base = { streamId: envelope.streamId, kind: 'game', expectedVersion: state.version };
    if (isViolation(decided)) {
      const result = rejected(envelope.commandId, envelope.streamId, decided.code, decided.message);
      // Kept under the command's id, it would be the answer to every resend: a timeout's id is its
      // deadline's, so a TOO_EARLY kept would leave the seat never timed out and the game stuck.
      if (refusedForNow(decided)) return { result };
      // A refused timeout sets the stored deadline to the game's own (none once it is over), so a
      // deadline left behind is not told again and again.
      const realign = command.type === 'Timeout' ? { deadline: deadlineWrite(pendingDeadline(state)) } : {};
      return { write: { ...base, events: [], command: recorded(envelope.commandId, result), ...realign }, result };
    }
    const ruleset = state.ruleset || (decided[0].payload as { ruleset?: string }).ruleset || '';
    // The move as the rules decided it, so the game can be decided again from its revealed seed.
    const move =
      command.type === 'SubmitAction'
        ? envelope.payload
        : command.type === 'Resign'
          ? { seat: command.payload.seat, action: { type: 'Resign' } }
          : undefined;
    const after = decided.reduce((s, d) => evolveGame(this.registry, s, d), state);
    const toAct = toActOf(this.registry, after);
    const last = decided.length - 1;
    const events = decided.map((d, i) =>
      this.toNewEvent(
        d,
        envelope,
        ruleset,
        now,
        i === 0 ? move : undefined,
        i === last ? toAct : undefined,
        traceparent,
      ),
    );
    const envelopes: EventEnvelope[] = events.map((e, i) =>
      toEnvelope({ ...e, position: '0', streamId: envelope.streamId, seq: state.version + i + 1 }),
    );
    const result: CommandResult = {
      commandId: envelope.commandId,
      streamId: envelope.streamId,
      status: 'accepted',
      version: after.version,
      events: envelopes,
    };
    const snapshot =
      Math.floor(after.version / SNAPSHOT_EVERY) > Math.floor(state.version / SNAPSHOT_EVERY)
        ? { version: after.version, state: after }
        : undefined;
    const deadline = pendingDeadline(after);
    const deadlineChanged = deadline !== pendingDeadline(state);
    return {
      write: {
        ...base,
        events,
        command: recorded(envelope.commandId, result),
        snapshot,
        secret: fresh?.secret,
        ...(deadlineChanged ? { deadline: deadlineWrite(deadline) } : {}),
      },
      result,
      state: after,
      secret: fresh?.secret ?? secret,
    };
  }

  private toNewEvent(
    d: Decided,
    envelope: CommandEnvelope,
    ruleset: string,
    now: Date,
    move: unknown,
    toAct: readonly number[] | undefined,
    traceparent: string | undefined,
  ): NewEvent {
    const metadata: Record<string, unknown> = {
      ruleset,
      visibility: d.visibility,
      causationId: envelope.commandId,
      correlationId: envelope.correlationId ?? envelope.commandId,
      actor: envelope.actor,
      schemaVersion: SCHEMA_VERSION,
    };
    if (d.rng) metadata.rng = d.rng;
    if (move !== undefined) metadata.command = move;
    if (toAct !== undefined) metadata.toAct = toAct;
    if (traceparent !== undefined) metadata.traceparent = traceparent;
    return { eventId: randomUUID(), type: d.type, payload: d.payload, metadata, occurredAt: now.toISOString() };
  }
}

const rejected = (commandId: string, streamId: string, code: string, message: string): CommandResult => ({
  commandId,
  streamId,
  status: 'rejected',
  code,
  message,
});

/** A game that is over has no deadline, whatever its last clock said. */
const pendingDeadline = (g: GameState): number | null => (g.status === 'playing' ? (g.clock?.deadline ?? null) : null);
const deadlineWrite = (deadline: number | null) =>
  deadline === null ? null : { fireAt: new Date(deadline).toISOString() };
