import type { EventEnvelope, GameSummary, Page } from '@empires/contracts';
import type { History, LiveFeed } from '../ports';
import { isSeatChange, movesSeatOf, PlayerSeats } from '../present/player-seats';
import { AsyncQueue } from './async-queue';
import { endingOnReturn } from './ending-on-return';

/** What one seat may do, at the version it was computed for. */
export interface SeatActions {
  readonly seat: number;
  readonly version: number;
  readonly actions: unknown[];
}

/** It is the player's turn in a game: which seats, at what version, and what each may do. */
export interface TurnNotice {
  readonly gameId: string;
  readonly seats: number[];
  readonly version: number;
  readonly actions: SeatActions[];
}

/** How long a notice waits for history to reach the move that made it (it is usually a few ms behind). */
const HISTORY_LAG_MS = 5_000;
const ASK_AGAIN_MS = 20;

/** A seat's legal actions once history has applied `version`; those of the latest version it has after the wait. */
async function actionsAt(history: History, gameId: string, seat: number, version: number, playerId: string) {
  const deadline = Date.now() + HISTORY_LAG_MS;
  for (;;) {
    const a = await history.query<SeatActions>({ type: 'LegalActions', gameId, seat }, playerId);
    if (a.version >= version || Date.now() >= deadline) return { seat, version: a.version, actions: a.actions };
    await new Promise((resolve) => setTimeout(resolve, ASK_AGAIN_MS));
  }
}

const notice = async (
  history: History,
  gameId: string,
  seats: number[],
  version: number,
  playerId: string,
): Promise<TurnNotice> => ({
  gameId,
  seats,
  version,
  actions: await Promise.all(seats.map((seat) => actionsAt(history, gameId, seat, version, playerId))),
});

/**
 * "Your turn" across every game a player sits in: first the games already waiting for the
 * player, then each move after which one of the seats the player plays must act (the engine marks
 * the last event of every move with the seats to act), each with what the seats may do. A seat a
 * stand-in bot plays for the player is the bot's to act for: its turns are not noticed until it is
 * handed back or reclaimed.
 */
export function turnStream(deps: { backend: History; live: LiveFeed }, playerId: string): AsyncGenerator<TurnNotice> {
  const queue = new AsyncQueue<EventEnvelope>();
  return endingOnReturn(turns(queue, deps, playerId), () => queue.close());
}

async function* turns(
  queue: AsyncQueue<EventEnvelope>,
  deps: { backend: History; live: LiveFeed },
  playerId: string,
): AsyncGenerator<TurnNotice> {
  const stopListening = deps.live.listen('*', (e) => {
    if (e.toAct !== undefined || isSeatChange(e)) queue.push(e);
  });
  const seatsByGame = new Map<string, PlayerSeats>();
  const seatsIn = async (gameId: string): Promise<PlayerSeats> => {
    const known = seatsByGame.get(gameId);
    if (known) return known;
    const game = await deps.backend.game(gameId, playerId).catch(() => undefined);
    // A game history cannot tell of: every seat change heard from now on tells the player's seats.
    const seats = new PlayerSeats(game ?? { seats: [], version: 0 }, playerId);
    seatsByGame.set(gameId, seats);
    return seats;
  };

  try {
    const waiting = await deps.backend.query<Page<GameSummary>>(
      { type: 'ListGames', filter: { playerId, status: 'playing' }, first: 100 },
      playerId,
    );
    for (const game of waiting.items) {
      const seats = new PlayerSeats(game, playerId);
      seatsByGame.set(game.gameId, seats);
      const due = seats.played().filter((s) => game.toAct.includes(s));
      if (due.length > 0) yield await notice(deps.backend, game.gameId, due, game.version, playerId);
    }
    for (;;) {
      const next = await queue.next();
      if (next.done) return;
      const e = next.value;
      const toAct = e.toAct ?? [];
      // Another player's seat changing in a game not followed yet tells nothing of this player's seats.
      if (toAct.length === 0 && !seatsByGame.has(e.streamId) && !movesSeatOf(e, playerId)) continue;
      const seats = await seatsIn(e.streamId);
      seats.follow(e);
      const due = seats.played().filter((s) => toAct.includes(s));
      if (due.length > 0) yield await notice(deps.backend, e.streamId, due, e.seq, playerId);
    }
  } finally {
    stopListening();
    queue.close();
  }
}
