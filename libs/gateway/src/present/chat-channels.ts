import type { GameSummary, TournamentView } from '@empires/contracts';
import { gqlError } from '../errors';
import { isSeatOf } from './games';

/**
 * Who may read and write a chat channel:
 * - `lobby`: every signed-in player;
 * - `game:<id>`: the players seated in the game;
 * - `game:<id>:spectators`: everyone else (a player seated in the game may not read what
 *   onlookers say about it while it is played, so no game's kibitzers can coach a seat; a
 *   reader who sits down is cut off then, see `onceSeated`);
 * - `tournament:<id>`: its entrants and organizer.
 */
export type ChatChannel =
  | { readonly kind: 'lobby' }
  | { readonly kind: 'game'; readonly gameId: string; readonly spectators: boolean }
  | { readonly kind: 'tournament'; readonly tournamentId: string };

const GAME = /^game:([\w-]{1,80})(:spectators)?$/;
const TOURNAMENT = /^tournament:([\w-]{1,80})$/;

export function chatChannel(channel: string): ChatChannel {
  if (channel === 'lobby') return { kind: 'lobby' };
  const game = GAME.exec(channel);
  if (game) return { kind: 'game', gameId: game[1], spectators: game[2] !== undefined };
  const tournament = TOURNAMENT.exec(channel);
  if (tournament) return { kind: 'tournament', tournamentId: tournament[1] };
  throw gqlError('BAD_USER_INPUT', 'a channel is lobby, game:<id>, game:<id>:spectators or tournament:<id>');
}

export function mayUseGameChannel(channel: { spectators: boolean }, game: GameSummary, playerId: string): boolean {
  // A reserved seat counts (its player talks with the table before the start), and so does one a
  // stand-in bot plays while its player is away: he is still at the table.
  const seated = game.seats.some((s) => s.playerId === playerId || isSeatOf(s, playerId));
  return channel.spectators ? !seated || game.status === 'finished' : seated;
}

export const mayUseTournamentChannel = (tournament: TournamentView, playerId: string): boolean =>
  tournament.organizer === playerId || tournament.entrants.some((e) => e.playerId === playerId);

export function refuseChannel(): never {
  throw gqlError('FORBIDDEN', 'you are not a member of this channel');
}
