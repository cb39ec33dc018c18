import type { Actor } from '@empires/contracts';
import type { GameState, SeatHolder } from './game-stream';

const isHolder = (h: unknown): h is SeatHolder => {
  const x = h as Record<string, unknown>;
  switch (x?.kind) {
    case 'open':
      return true;
    case 'reserved':
    case 'player':
      return typeof x.playerId === 'string' && x.playerId.length > 0;
    case 'bot':
      return typeof x.policy === 'string' && x.policy.length > 0;
    default:
      return false;
  }
};

export const validSeats = (seats: unknown): seats is SeatHolder[] => Array.isArray(seats) && seats.every(isHolder);

/** Whether `actor` may act for `seat`: its player holds it, or it is the bot playing it. */
export function mayActFor(state: GameState, actor: Actor, seat: number): boolean {
  const holder = state.seats[seat];
  if (!holder) return false;
  if (actor.kind === 'player') return holder.kind === 'player' && holder.playerId === actor.playerId;
  if (actor.kind === 'bot') return holder.kind === 'bot' && actor.seat === seat;
  return false;
}

export const seatOf = (state: GameState, playerId: string): number =>
  state.seats.findIndex((h) => h.kind === 'player' && h.playerId === playerId);

/** Only the creator (or the system, for matchmaking and tournaments) manages a game. */
export function mayManage(state: GameState, actor: Actor): boolean {
  if (actor.kind === 'system') return true;
  const creator = state.createdBy;
  return actor.kind === 'player' && creator?.kind === 'player' && creator.playerId === actor.playerId;
}

export const isFilled = (h: SeatHolder): boolean => h.kind === 'player' || h.kind === 'bot';
