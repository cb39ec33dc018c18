import { isCode, type EmpiresClient, type GameSession } from '@empires/client';
import { sampleAction, type Dice } from '@empires/rules-kernel';

/**
 * A started game of `ruleset` with the players seated in order: the first creates it, the others
 * join. `created` is told the game's id before anyone joins (to watch it from its start).
 */
export async function startTogether(
  ruleset: string,
  players: readonly EmpiresClient[],
  options: Record<string, unknown> = {},
  created: (gameId: string) => void = () => undefined,
): Promise<{ gameId: string; version: number }> {
  const [host, ...others] = players;
  const game = await host.createGame({
    ruleset,
    seats: players.map((_, i) => ({ kind: i === 0 ? 'ME' : 'OPEN' })),
    options,
  });
  created(game.id);
  for (const [i, p] of others.entries()) await p.joinSeat(game.id, i + 1);
  const { version } = await host.startGame(game.id);
  return { gameId: game.id, version };
}

/** Each player's session of the game, opened once it has the game's events up to `version`. */
export const sessionsOf = (players: readonly EmpiresClient[], game: { gameId: string; version: number }) =>
  Promise.all(players.map((p) => p.session(game.gameId, { atLeastVersion: game.version })));

/**
 * Plays every seat's session with random legal moves (never resigning) until the game ends, or
 * until `enough` says so. Seats that may act at once choose on the same version; a move another
 * seat's move made illegal comes back VERSION_CONFLICT and that seat chooses again on the next round.
 */
export async function playOut(sessions: GameSession[], dice: Dice, enough = () => false): Promise<number> {
  let moves = 0;
  while (sessions[0].status === 'playing' && !enough()) {
    const due = sessions.filter((x) => x.seat !== undefined && x.toAct().includes(x.seat));
    if (due.length === 0) {
      // Nobody here is to act (or the seats' sessions have not heard they are): the next event is awaited.
      const seen = sessions[0].version;
      await sessions[0].waitFor((x) => x.status !== 'playing' || x.version > seen, 10_000);
      continue;
    }
    const before = Math.max(...sessions.map((x) => x.version));
    let tried = 0;
    await Promise.all(
      due.map(async (x) => {
        const legal = x.legalActions().filter((a) => (a as { type: string }).type !== 'Resign');
        if (legal.length === 0) return;
        tried++;
        try {
          await x.submit(sampleAction(legal[dice.int(0, legal.length - 1)], dice));
          moves++;
        } catch (error) {
          if (!isCode(error, 'VERSION_CONFLICT')) throw error;
        }
      }),
    );
    // No seat had a move to try: what it saw is behind the game, so the next event is awaited (looping
    // at once would spin for ever on the same stale view).
    const version = tried > 0 ? Math.max(...sessions.map((x) => x.version)) : before + 1;
    await Promise.all(sessions.map((x) => x.waitFor((y) => y.version >= version || y.status !== 'playing', 10_000)));
  }
  return moves;
}
