import type { Actor, CommandResult } from '@empires/contracts';
import type { CommandClient } from '@empires/messaging';
import { uniqueName } from '@empires/testing';

/** The result of a command that must be accepted. */
export function accepted(r: CommandResult) {
  if (r.status !== 'accepted') throw new Error(`rejected: ${r.code} ${r.message}`);
  return r;
}

/** Creates and starts a dice race of `seats` playing to `target`, under a new game id, as `actor` asks. */
export async function startDiceRace(
  commands: CommandClient,
  seats: readonly Record<string, unknown>[],
  target: number,
  actor: Actor,
): Promise<{ gameId: string; version: number }> {
  const gameId = uniqueName('game');
  const created = accepted(
    await commands.send(gameId, 'CreateGame', { ruleset: 'dice-race', seats, options: { target }, start: true }, actor),
  );
  return { gameId, version: created.version };
}
