import { randomUUID } from 'node:crypto';
import type { Actor, CommandEnvelope, CommandResult, TopicSet } from '@empires/contracts';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { Kafka } from 'kafkajs';
import { RequestReplyClient } from './request-reply-client';
import { tracer } from './trace-context';

export interface CommandClientOptions {
  /** Told of every result this client reads (all of them without `replyGroup`). */
  readonly onResult?: (result: CommandResult) => void;
  /** A sender that can wait a little for results hears them in fewer, larger fetches (`fetchWait`). */
  readonly lingerMs?: number;
  /** The kind of sender whose instances share the results' partitions: see `ReplyListenerOptions.group`. */
  readonly replyGroup?: string;
}

export interface SendOptions {
  readonly commandId?: string;
  readonly correlationId?: string;
  readonly timeoutMs?: number;
}

/** Sends game commands and waits for their results: how the gateway and tests play. */
export class CommandClient extends RequestReplyClient<CommandResult> {
  constructor(
    kafka: Kafka,
    private readonly topics: TopicSet,
    options: CommandClientOptions = {},
  ) {
    super(kafka, 'CommandClient', topics.commandResults, (r) => r.commandId, {
      onReply: options.onResult,
      lingerMs: options.lingerMs,
      group: options.replyGroup,
    });
  }

  async send(
    gameId: string,
    type: string,
    payload: unknown,
    actor: Actor,
    options: SendOptions = {},
  ): Promise<CommandResult> {
    const envelope = this.envelope(gameId, type, payload, actor, options);
    // A move's trace begins here (or under the caller's span): the command carries it to the engine.
    return tracer().startActiveSpan(
      `send ${type}`,
      { kind: SpanKind.PRODUCER, attributes: { 'empires.game_id': gameId, 'empires.command_id': envelope.commandId } },
      async (span) => {
        try {
          const result = await this.replies.request(
            envelope.commandId,
            (replyTo) => this.post([replyTo ? { ...envelope, replyTo } : envelope]),
            options.timeoutMs,
          );
          span.setAttribute('empires.result', result.status === 'accepted' ? 'accepted' : result.code);
          return result;
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  }

  envelope(gameId: string, type: string, payload: unknown, actor: Actor, options: SendOptions = {}): CommandEnvelope {
    const commandId = options.commandId ?? randomUUID();
    return {
      commandId,
      streamId: gameId,
      type,
      payload,
      actor,
      correlationId: options.correlationId ?? commandId,
      issuedAt: new Date().toISOString(),
    };
  }

  /**
   * Sends without waiting (for load and crash tests); `wait` picks up results. Each names one of
   * this instance's reply partitions unless it names one already.
   */
  async post(envelopes: readonly CommandEnvelope[]): Promise<void> {
    await this.started().publish(
      this.topics.gameCommands,
      envelopes.map((e) => {
        const replyTo = e.replyTo ?? this.replies.replyTo();
        return { key: e.streamId, value: replyTo ? { ...e, replyTo } : e };
      }),
    );
  }

  wait(commandId: string, timeoutMs?: number): Promise<CommandResult> {
    return this.replies.wait(commandId, timeoutMs);
  }
}
