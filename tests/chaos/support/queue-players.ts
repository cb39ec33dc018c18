import type { EmpiresClient } from '@empires/client';
import { sampleAction, type Dice, type LegalAction } from '@empires/rules-kernel';
import { waitFor } from '@empires/testing';

/**
 * Asks until the stack answers (and the answer is not undefined): while a service or the broker is
 * down, a request may fail or time out. A quarter second between questions leaves the two cores to
 * the stack.
 */
export const answered = <T>(
  ask: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 300_000,
  stop?: AbortSignal,
): Promise<T> =>
  waitFor(
    async () => {
      stop?.throwIfAborted();
      return ask().catch(() => undefined);
    },
    timeoutMs,
    what,
    250,
  );

/**
 * Players who join a matchmaking queue two by two and wait for the matcher to seat them: the ids of
 * the games it created for them (each player is in one).
 */
export async function queueUp(players: readonly EmpiresClient[], ruleset: string): Promise<string[]> {
  for (const p of players) await answered(() => p.tables.joinQueue({ ruleset, players: 2 }), 'a place in the queue');
  const games = new Set<string>();
  for (const p of players) {
    const page = await answered(
      async () => (await p.games({ playerId: p.playerId })).items[0],
      `a match for ${p.playerId}`,
    );
    games.add(page.id);
  }
  return [...games];
}

/**
 * Plays a queue game to its end with random legal moves (never resigning), each seat by the player
 * holding it; a move lost to a fault, or made on a version history had not caught up with yet, is
 * chosen again on what the game is now. Ends when `stop` is aborted (the run failed).
 */
export async function playQueueGame(
  players: readonly EmpiresClient[],
  gameId: string,
  dice: Dice,
  stop: AbortSignal,
): Promise<void> {
  for (;;) {
    const game = await answered(() => players[0].game(gameId), `game ${gameId}`, undefined, stop);
    if (game.status === 'FINISHED' || game.status === 'ABORTED') return;
    for (const seat of game.toAct) {
      const holder = players.find((p) => p.playerId === game.seats[seat]?.playerId);
      if (!holder) continue;
      try {
        const { actions } = await holder.legalActions(gameId, seat);
        const legal = (actions as LegalAction<{ type: string }>[]).filter((a) => a.type !== 'Resign');
        if (legal.length === 0) continue;
        const action = sampleAction(legal[dice.int(0, legal.length - 1)], dice);
        const move = await holder.submitAction({ gameId, seat, action, expectedVersion: game.version });
        // The next choice on what history serves once it holds this move.
        await answered(
          async () => (await players[0].game(gameId)).version >= move.version || undefined,
          'history',
          undefined,
          stop,
        );
      } catch {
        // Refused (another version) or lost to a fault: the next pass chooses again.
        stop.throwIfAborted();
      }
    }
    if (game.toAct.length === 0)
      await answered(
        async () => (await players[0].game(gameId)).version > game.version || undefined,
        'a move',
        undefined,
        stop,
      );
  }
}
