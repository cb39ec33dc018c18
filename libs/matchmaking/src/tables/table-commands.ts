import type { TableView } from '@empires/contracts';
import type { Queryable } from '@empires/database';
import { policyFor } from '@empires/bots';
import { botLevelFor } from '../bot-strength';
import { offeredLevel, offeredLevels } from '../bot-levels';
import { checkGameOptions } from '../games/game-options';
import { queueGame } from '../games/games-to-create';
import { pageSize, rulesetOf, seatCount, type HandlerContext } from '../requests/context';
import { refuse } from '../requests/errors';
import { skillsOf } from '../store/ratings-store';
import type { UnitOfWork } from '../store/unit-of-work';
import {
  insertTable,
  loadTable,
  openTables,
  readTable,
  saveTable,
  tableView,
  type Seat,
  type TableRow,
} from './table-rows';

const notStarted = (t: TableRow): void => {
  if (t.status !== 'open') refuse('ALREADY_STARTED', 'the table has started its game');
};

const openSeat = (t: TableRow): number => {
  notStarted(t);
  const seat = t.seats.findIndex((s) => s.kind === 'open');
  return seat >= 0 ? seat : refuse('TABLE_FULL', 'every seat is taken');
};

const hostOnly = (t: TableRow, playerId: string, what: string): void => {
  if (t.owner !== playerId) refuse('FORBIDDEN', `only the table's owner ${what}`);
};

export async function createTable(
  uow: UnitOfWork,
  ctx: HandlerContext,
  playerId: string,
  p: { ruleset?: unknown; seats?: unknown; options?: unknown; clock?: unknown },
): Promise<TableView> {
  const ruleset = rulesetOf(ctx, p.ruleset);
  const seats: Seat[] = Array.from({ length: seatCount(ruleset, p.seats) }, (_, i) =>
    i === 0 ? { kind: 'player', playerId } : { kind: 'open' },
  );
  checkGameOptions(ruleset, [seats.length], p.options ?? {});
  const t: TableRow = {
    table_id: `tbl_${ctx.inviteCode()}${ctx.inviteCode()}`.toLowerCase(),
    code: ctx.inviteCode(),
    ruleset_id: ruleset.id,
    owner: playerId,
    seats,
    options: p.options ?? {},
    clock: p.clock ?? null,
    status: 'open',
    game_id: null,
  };
  await insertTable(uow, t);
  const view = tableView(t);
  uow.record(`table:${t.table_id}`, 'TableCreated', { table: view });
  return view;
}

export async function joinTable(uow: UnitOfWork, playerId: string, p: { code?: unknown }): Promise<TableView> {
  const t = await loadTable(uow, 'code', typeof p.code === 'string' ? p.code.toUpperCase() : p.code);
  if (t.seats.some((s) => s.playerId === playerId)) refuse('ALREADY_SEATED', 'you already sit at this table');
  const seat = openSeat(t);
  t.seats = t.seats.map((s, i) => (i === seat ? { kind: 'player', playerId } : s));
  return saveTable(uow, t, 'TableSeatTaken', { seat, playerId });
}

export async function addBot(
  uow: UnitOfWork,
  ctx: HandlerContext,
  playerId: string,
  p: { tableId?: unknown; level?: unknown; policy?: unknown },
): Promise<TableView> {
  const t = await loadTable(uow, 'table_id', p.tableId);
  hostOnly(t, playerId, 'adds bots');
  const seat = openSeat(t);
  const policy = await botFor(uow, ctx, t.ruleset_id, playerId, p);
  t.seats = t.seats.map((s, i) => (i === seat ? { kind: 'bot', policy } : s));
  return saveTable(uow, t, 'TableBotAdded', { seat, policy });
}

/** The level asked for, or a policy spec (from before levels), or else the level that fits the host's rating. */
async function botFor(
  uow: UnitOfWork,
  ctx: HandlerContext,
  rulesetId: string,
  host: string,
  p: { level?: unknown; policy?: unknown },
): Promise<string> {
  if (p.level !== undefined && p.policy !== undefined)
    refuse('BAD_USER_INPUT', 'name a bot level or a policy, not both');
  if (p.level !== undefined) return offeredLevel(ctx, rulesetId, p.level);
  if (typeof p.policy === 'string') {
    if (!policyFor(p.policy, ctx.bots(rulesetId)))
      refuse('BAD_USER_INPUT', `no bot policy "${p.policy}" for ${rulesetId}`);
    return p.policy;
  }
  const mu = (await skillsOf(uow, rulesetId, [host])).get(host)?.mu ?? 25;
  return botLevelFor(mu, offeredLevels(ctx, rulesetId));
}

/** A player gets up from a table before its game starts; the host stays (the table is theirs to start). */
export async function leaveTable(uow: UnitOfWork, playerId: string, p: { tableId?: unknown }): Promise<TableView> {
  const t = await loadTable(uow, 'table_id', p.tableId);
  notStarted(t);
  const seat = t.seats.findIndex((s) => s.kind === 'player' && s.playerId === playerId);
  if (seat < 0) refuse('NOT_SEATED', 'you do not sit at this table');
  if (t.owner === playerId) refuse('HOST_CANNOT_LEAVE', 'the host stays at their table; it waits for them to start it');
  t.seats = t.seats.map((s, i) => (i === seat ? { kind: 'open' } : s));
  return saveTable(uow, t, 'TablePlayerLeft', { seat, playerId });
}

/** The host frees a seat before the start: a player's or a bot's. */
export async function clearTableSeat(
  uow: UnitOfWork,
  playerId: string,
  p: { tableId?: unknown; seat?: unknown },
): Promise<TableView> {
  const t = await loadTable(uow, 'table_id', p.tableId);
  hostOnly(t, playerId, 'clears seats');
  notStarted(t);
  const seat = p.seat;
  if (!Number.isInteger(seat) || (seat as number) < 0 || (seat as number) >= t.seats.length)
    refuse('BAD_USER_INPUT', `seat is 0 to ${t.seats.length - 1}`);
  const cleared = t.seats[seat as number];
  if (cleared.kind === 'open') refuse('SEAT_EMPTY', `seat ${String(seat)} is empty already`);
  if (cleared.kind === 'player' && cleared.playerId === playerId)
    refuse('HOST_CANNOT_LEAVE', 'the host keeps their own seat');
  t.seats = t.seats.map((s, i) => (i === seat ? { kind: 'open' } : s));
  return saveTable(uow, t, 'TableSeatCleared', { seat, cleared });
}

export async function startTable(uow: UnitOfWork, playerId: string, p: { tableId?: unknown }): Promise<TableView> {
  const t = await loadTable(uow, 'table_id', p.tableId);
  hostOnly(t, playerId, 'starts it');
  notStarted(t);
  if (t.seats.some((s) => s.kind === 'open')) refuse('BAD_USER_INPUT', 'every seat needs a player or a bot first');
  t.status = 'started';
  t.game_id = `g_${t.table_id}`;
  await queueGame(uow, t.game_id, t.ruleset_id, t.seats, t.options, t.clock);
  return saveTable(uow, t, 'TableStarted', { gameId: t.game_id });
}

export const getTable = async (db: Queryable, p: { tableId?: unknown }): Promise<TableView> =>
  tableView(await readTable(db, p.tableId));

/** The tables of a ruleset a player could still join or watch fill. */
export async function listTables(
  db: Queryable,
  ctx: HandlerContext,
  p: { ruleset?: unknown; first?: unknown },
): Promise<TableView[]> {
  const ruleset = rulesetOf(ctx, p.ruleset);
  return openTables(db, ruleset.id, pageSize(p.first));
}
