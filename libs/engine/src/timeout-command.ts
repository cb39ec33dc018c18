import type { CommandEnvelope } from '@empires/contracts';

/**
 * The command a game's deadline sends when it comes: through the same topic and decider as any
 * move. Its id is the deadline's, so telling it twice (a restart, a resend) applies it once; a
 * move that came first moved the deadline, and the decider refuses a stale one. A TOO_EARLY
 * answer (the deciding instance's clock behind the scheduler's) is not kept: the resend decides again.
 */
export function timeoutCommand(gameId: string, fireAt: Date): { key: string; value: CommandEnvelope } {
  const deadline = fireAt.toISOString();
  const commandId = `timeout:${gameId}:${deadline}`;
  return {
    key: gameId,
    value: {
      commandId,
      streamId: gameId,
      type: 'Timeout',
      payload: { deadline },
      actor: { kind: 'system', service: 'engine' },
      correlationId: commandId,
      issuedAt: deadline,
    },
  };
}
