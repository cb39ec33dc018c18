import type { EventEnvelope, GameSummary, Page } from '@empires/contracts';
import type { History, LiveFeed } from '../ports';
import { seatsHeld } from '../present/games';
import { AsyncQueue } from './async-queue';

/**
 * "Your turn" across every game a player sits in: first the games already waiting for the
 * player, then each move after which one of the player's seats must act (the engine marks
 * the last event of every move with the seats to act).
 */
/** It is the player's turn in a game. */
export interface TurnNotice {
  readonly gameId: string;
  readonly seats: number[];
  readonly version: number;
}

export async function* turnStream(
  deps: { backend: History; live: LiveFeed },
  playerId: string,
): AsyncGenerator<TurnNotice> {
  const queue = new AsyncQueue<EventEnvelope>();
  const stopListening = deps.live.listen('*', (e) => {
    if (e.toAct !== undefined || e.type === 'SeatTaken' || e.type === 'SeatLeft') queue.push(e);
  });
  const mySeats = new Map<string, number[]>(); // by game; [] = known, none held
  const seatsIn = async (gameId: string): Promise<number[]> => {
    const known = mySeats.get(gameId);
    if (known) return known;
    const game = await deps.backend.game(gameId, playerId).catch(() => undefined);
    const seats = game ? seatsHeld(game, playerId) : [];
    mySeats.set(gameId, seats);
    return seats;
  };

  try {
    const waiting = await deps.backend.query<Page<GameSummary>>(
      { type: 'ListGames', filter: { playerId, status: 'playing' }, first: 100 },
      playerId,
    );
    for (const game of waiting.items) {
      const seats = seatsHeld(game, playerId);
      mySeats.set(game.gameId, seats);
      const due = seats.filter((s) => game.toAct.includes(s));
      if (due.length > 0) yield { gameId: game.gameId, seats: due, version: game.version };
    }
    for (;;) {
      const next = await queue.next();
      if (next.done) return;
      const e = next.value;
      if (e.type === 'SeatTaken' || e.type === 'SeatLeft') noteSeatChange(mySeats, e, playerId);
      if (!e.toAct?.length) continue;
      const due = (await seatsIn(e.streamId)).filter((s) => e.toAct?.includes(s));
      if (due.length > 0) yield { gameId: e.streamId, seats: due, version: e.seq };
    }
  } finally {
    stopListening();
    queue.close();
  }
}

/** Keeps the known seats right from the event itself: history may not have it yet. */
function noteSeatChange(mySeats: Map<string, number[]>, e: EventEnvelope, playerId: string): void {
  const p = e.payload as { type: string; seat: number; holder: { kind: string; playerId?: string } };
  if (p.holder.kind !== 'player' || p.holder.playerId !== playerId) return;
  const seats = (mySeats.get(e.streamId) ?? []).filter((s) => s !== p.seat);
  mySeats.set(e.streamId, p.type === 'SeatTaken' ? [...seats, p.seat] : seats);
}
