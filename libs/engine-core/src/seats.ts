import { SeatHolderSchema, type Actor } from '@empires/contracts';
import { z } from 'zod';
import type { GameState, SeatHolder } from './game-stream';

const seatList = z.array(SeatHolderSchema);

export const validSeats = (seats: unknown): seats is SeatHolder[] => seatList.safeParse(seats).success;

/** Whether `actor` may act for `seat`: its player holds it, or it is the bot playing it. */
export function mayActFor(state: GameState, actor: Actor, seat: number): boolean {
  const holder = state.seats[seat];
  if (!holder) return false;
  if (actor.kind === 'player') return holder.kind === 'player' && holder.playerId === actor.playerId;
  if (actor.kind === 'bot') return holder.kind === 'bot' && actor.seat === seat;
  return false;
}

/**
 * Whether `actor` may resign `seat`: whoever may act for it, or the system for a seat whose player
 * has left the game's tournament (matchmaking, on a withdrawal), whoever plays it then.
 */
export const mayResign = (state: GameState, actor: Actor, seat: number): boolean =>
  actor.kind === 'system' || mayActFor(state, actor, seat);

export const seatOf = (state: GameState, playerId: string): number =>
  state.seats.findIndex((h) => h.kind === 'player' && h.playerId === playerId);

/** Only the creator (or the system, for matchmaking and tournaments) manages a game. */
export function mayManage(state: GameState, actor: Actor): boolean {
  if (actor.kind === 'system') return true;
  const creator = state.createdBy;
  return actor.kind === 'player' && creator?.kind === 'player' && creator.playerId === actor.playerId;
}

export const isFilled = (h: SeatHolder): boolean => h.kind === 'player' || h.kind === 'bot';
