import { SCHEMA_VERSION, type Actor, type EventEnvelope } from '@empires/contracts';
import type { GameCommand } from './commands';
import type { Decided } from './game-stream';

/** Where an event of a decision is recorded: what the engine's store and its command give it. */
export interface RecordedAt {
  readonly eventId: string;
  readonly streamId: string;
  readonly seq: number;
  /** `ruleset@version`. */
  readonly ruleset: string;
  /** The command's id: its events' cause and, with no other, their correlation. */
  readonly causationId: string;
  readonly actor: Actor;
  readonly occurredAt: string;
  /** On a decision's last event: the seats to act once it is applied. */
  readonly toAct?: readonly number[];
}

/**
 * The `index`th event of the decision on `command` as the engine records it: a move's first event
 * carries the move, so that the game can be verified. For what decides games without the engine
 * (simulations, and tests that need a stream without the services).
 */
export function recordedEvent(d: Decided, command: GameCommand, index: number, at: RecordedAt): EventEnvelope {
  return {
    eventId: at.eventId,
    streamId: at.streamId,
    seq: at.seq,
    type: d.type,
    ruleset: at.ruleset,
    payload: d.payload,
    visibility: d.visibility,
    causationId: at.causationId,
    correlationId: at.causationId,
    actor: at.actor,
    occurredAt: at.occurredAt,
    schemaVersion: SCHEMA_VERSION,
    ...(at.toAct ? { toAct: at.toAct } : {}),
    ...(index === 0 && command.type === 'SubmitAction' ? { command: command.payload } : {}),
  };
}
