import type { MatchmakingReply, MatchmakingRequest } from '@empires/contracts';
import { DuplicateCommand, VersionConflict, type EventStore } from '@empires/eventstore';
import type { Database } from '@empires/database';
import { transact, type UnitOfWork } from '../store/unit-of-work';
import type { HandlerContext } from './context';
import { askingPlayer, MatchmakingError, refuse } from './errors';
import { getPlayer, leaderboard, queueStatus, ratingHistory, recentMatches, searchPlayers } from './questions';
import { joinQueue, leaveQueue } from './queue-commands';
import {
  addBot,
  clearTableSeat,
  createTable,
  getTable,
  joinTable,
  leaveTable,
  listTables,
  startTable,
} from '../tables/table-commands';
import { answerTournament } from '../tournaments/tournament-requests';
import { botLevels } from '../bot-levels';
import { answerAccount, isAccountRequest } from '../accounts/account-requests';
import { playerRow, refuseBanned } from '../accounts/identity';
import { tokenName } from '../accounts/names';

/** Requests that create the asker's player row themselves. */
const CREATE_PLAYERS: ReadonlySet<string> = new Set(['RegisterGuest', 'SignUp']);

/** Answers one request; bad input is a typed refusal that changes nothing, never a crash. */
export async function handleRequest(
  db: Database,
  store: EventStore,
  ctx: HandlerContext,
  request: MatchmakingRequest,
): Promise<MatchmakingReply> {
  const commandId = request.commandId;
  try {
    return { commandId, ok: true, data: await answer(db, store, ctx, request) };
  } catch (error) {
    if (error instanceof MatchmakingError) return { commandId, ok: false, code: error.code, message: error.message };
    throw error;
  }
}

async function answer(db: Database, store: EventStore, ctx: HandlerContext, r: MatchmakingRequest): Promise<unknown> {
  if (isAccountRequest(r)) return answerAccount(db, ctx, r, (work) => change(db, store, ctx, r, work));
  if (r.type === 'BotLevels') return botLevels(ctx, r.payload); // what the bots offer is no secret
  const playerId = askingPlayer(r);
  const p = (r.payload ?? {}) as Record<string, unknown>;
  switch (r.type) {
    case 'QueueStatus':
      return queueStatus(db, playerId);
    case 'RecentMatches':
      return recentMatches(db, playerId, p);
    case 'SaveProfile':
      return change(db, store, ctx, r, async () => ({ playerId }));
    case 'GetPlayer':
      return getPlayer(db, p);
    case 'SearchPlayers':
      return searchPlayers(db, p);
    case 'Leaderboard':
      return leaderboard(db, ctx, p);
    case 'RatingHistory':
      return ratingHistory(db, ctx, p);
    case 'GetTable':
      return change(db, store, ctx, r, (uow) => getTable(uow, p), false);
    case 'ListTables':
      return listTables(db, ctx, p);
    case 'JoinQueue':
      return change(db, store, ctx, r, (uow) => joinQueue(uow, ctx, playerId, p));
    case 'LeaveQueue':
      return change(db, store, ctx, r, (uow) => leaveQueue(uow, ctx, playerId, p));
    case 'CreateTable':
      return change(db, store, ctx, r, (uow) => createTable(uow, ctx, playerId, p));
    case 'JoinTable':
      return change(db, store, ctx, r, (uow) => joinTable(uow, playerId, p));
    case 'LeaveTable':
      return change(db, store, ctx, r, (uow) => leaveTable(uow, playerId, p));
    case 'ClearTableSeat':
      return change(db, store, ctx, r, (uow) => clearTableSeat(uow, playerId, p));
    case 'AddBot':
      return change(db, store, ctx, r, (uow) => addBot(uow, ctx, playerId, p));
    case 'StartTable':
      return change(db, store, ctx, r, (uow) => startTable(uow, playerId, p));
    case 'CreateTournament':
    case 'OpenTournamentRegistration':
    case 'RegisterEntrant':
    case 'WithdrawEntrant':
    case 'StartTournament':
    case 'CheckInTournament':
    case 'SeedTournament':
    case 'AdvanceTournament':
    case 'CancelTournament':
    case 'GetTournament':
    case 'ListTournaments':
    case 'ExportTournamentStandings':
    case 'ExportTournamentResults':
    case 'RegisterTournamentWebhook':
    case 'RemoveTournamentWebhook':
    case 'ListTournamentWebhooks':
    case 'ListWebhookDeliveries':
    case 'RedeliverWebhook':
      return answerTournament(db, ctx, playerId, r, (work) => change(db, store, ctx, r, work));
    default: {
      const unknown: never = r;
      return refuse('BAD_USER_INPUT', `unknown request ${(unknown as { type: string }).type}`);
    }
  }
}

/**
 * A change, in one transaction with its events, once per command id: a repeat gets the first
 * answer. Two players at one table can race; the loser of the race is run again.
 */
async function change<T>(
  db: Database,
  store: EventStore,
  ctx: HandlerContext,
  r: MatchmakingRequest,
  work: (uow: UnitOfWork) => Promise<T>,
  recorded = true,
  attempts = 3,
): Promise<T> {
  if (recorded) {
    const earlier = await store.commandResult<T>(r.commandId);
    if (earlier !== undefined) return earlier;
  }
  try {
    return await transact(db, store, r.actor, recorded ? r.commandId : undefined, async (uow) => {
      if (r.actor.kind === 'player' && !CREATE_PLAYERS.has(r.type)) {
        refuseBanned(await playerRow(uow, r.actor.playerId), ctx.now());
        // A player known only by its token (a service's own tests, tokens from before accounts) gets a row;
        // a name already kept, or erased, is never overwritten from a token.
        const name = tokenName(r.name);
        if (name)
          await uow.query(`INSERT INTO players (player_id, name) VALUES ($1, $2) ON CONFLICT (player_id) DO NOTHING`, [
            r.actor.playerId,
            name,
          ]);
      }
      return work(uow);
    });
  } catch (error) {
    if (error instanceof VersionConflict && attempts > 1)
      return change(db, store, ctx, r, work, recorded, attempts - 1);
    if (error instanceof DuplicateCommand) return (await store.commandResult<T>(r.commandId)) as T; // a redelivery ran alongside
    throw error;
  }
}
