import type { QueryReply } from '@empires/contracts';

/**
 * History hears of a game a moment after the engine has answered its creation: a game it does
 * not know yet is asked for again for this long before it counts as unknown.
 */
export const NEW_GAME_LAG_MS = 5_000;
const ASK_AGAIN_MS = 50;

/** Asks until the answer is not NOT_FOUND, or the lag a new game may have is over; then answers the last reply. */
export async function untilFound(
  ask: () => Promise<QueryReply>,
  lagMs = NEW_GAME_LAG_MS,
  pause: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<QueryReply> {
  const deadline = Date.now() + lagMs;
  for (;;) {
    const reply = await ask();
    if (reply.ok || reply.code !== 'NOT_FOUND' || Date.now() >= deadline) return reply;
    await pause(ASK_AGAIN_MS);
  }
}
