import type { z } from 'zod';
import type { DeepReadonly } from './events/deep-readonly';
import type { ActorSchema } from './events/game-lifecycle';
/** The one envelope every event travels in, on Kafka and in exports. */
export interface EventEnvelope<P = unknown> {
  readonly eventId: string;
  readonly streamId: string;
  /** Gapless per stream, from 1. */
  readonly seq: number;
  readonly type: string;
  /** `ruleset@version` for games; the stream kind and version otherwise. */
  readonly ruleset: string;
  readonly payload: P;
  readonly visibility: EnvelopeVisibility;
  /** The command that caused it. */
  readonly causationId: string;
  readonly correlationId: string;
  readonly actor: Actor;
  readonly occurredAt: string;
  readonly schemaVersion: number;
  /**
   * On the first event of a move: the move as submitted (`{ seat, action }`), so that with
   * the revealed seed anyone can re-run the game. Internal: clients never receive it.
   */
  readonly command?: unknown;
  /**
   * On the last event of a command: the seats that must act once it is applied. Derived, for
   * notifications ("your turn") without folding the game.
   */
  readonly toAct?: readonly number[];
}

export type EnvelopeVisibility =
  | { readonly public: true }
  | { readonly public: false; readonly seats: readonly number[] };

/** Who caused something: a player (through a seat or not), a bot, or the system itself. */
export type Actor = DeepReadonly<z.infer<typeof ActorSchema>>;

/** A command to one stream. Its id makes retries safe: a repeat gets the first result. */
export interface CommandEnvelope<P = unknown> {
  readonly commandId: string;
  readonly streamId: string;
  readonly type: string;
  readonly payload: P;
  readonly actor: Actor;
  readonly correlationId: string;
  readonly issuedAt: string;
  /** Where the sender hears the result (optional: without it the result is keyed by stream id). */
  readonly replyTo?: ReplyTo;
}

/**
 * The partition of a reply topic a sender instance reads: the answer goes there, so each instance
 * of a sender reads only its own partitions instead of every reply. Added later, hence optional.
 */
export interface ReplyTo {
  readonly partition: number;
}

/** A service's answer to a request over request/reply: the data asked for, or an error's stable code and message. */
export type ReplyBody =
  | { readonly ok: true; readonly data: unknown }
  | { readonly ok: false; readonly code: string; readonly message: string };

export type CommandResult =
  | {
      readonly commandId: string;
      readonly streamId: string;
      readonly status: 'accepted';
      readonly version: number;
      readonly events: readonly EventEnvelope[];
    }
  | {
      readonly commandId: string;
      readonly streamId: string;
      readonly status: 'rejected';
      readonly code: string;
      readonly message: string;
    };
