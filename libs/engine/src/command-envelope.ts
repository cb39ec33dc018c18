import type { CommandEnvelope } from '@empires/contracts';
import type { GameCommand } from '@empires/engine-core';

export const MAX_COMMAND_BYTES = 64 * 1024;

const commandTypes = new Set([
  'CreateGame',
  'JoinSeat',
  'LeaveSeat',
  'StartGame',
  'SubmitAction',
  'Resign',
  'AbortGame',
  'OfferRematch',
  'Timeout',
  'ReclaimSeat',
]);
const actorKinds = new Set(['player', 'bot', 'system']);

export type Checked =
  | { readonly ok: true; readonly envelope: CommandEnvelope; readonly command: GameCommand }
  | {
      readonly ok: false;
      readonly commandId?: string;
      readonly streamId?: string;
      readonly code: string;
      readonly message: string;
    };

/** Checks the shape of a command from the wire before anything reads its fields. */
export function checkEnvelope(raw: unknown, bytes: number): Checked {
  const e = raw as Partial<CommandEnvelope> | null;
  const commandId = typeof e?.commandId === 'string' ? e.commandId : undefined;
  const streamId = typeof e?.streamId === 'string' ? e.streamId : undefined;
  const fail = (code: string, message: string): Checked => ({ ok: false, commandId, streamId, code, message });
  if (!commandId || commandId.length > 200) return fail('BAD_USER_INPUT', 'a command needs a commandId');
  if (!streamId || streamId.length > 200) return fail('BAD_USER_INPUT', 'a command needs a streamId (the game id)');
  if (bytes > MAX_COMMAND_BYTES) return fail('PAYLOAD_TOO_LARGE', `commands are limited to ${MAX_COMMAND_BYTES} bytes`);
  if (typeof e?.type !== 'string' || !commandTypes.has(e.type))
    return fail('BAD_USER_INPUT', `unknown command type ${String(e?.type)}`);
  if (!e.actor || !actorKinds.has((e.actor as { kind: string }).kind))
    return fail('BAD_USER_INPUT', 'a command needs an actor');
  if (typeof e.payload !== 'object' || e.payload === null)
    return fail('BAD_USER_INPUT', 'a command needs a payload object');
  const envelope = e as CommandEnvelope;
  return { ok: true, envelope, command: { type: envelope.type, payload: envelope.payload } as GameCommand };
}
