import type { TableView } from '@empires/contracts';
import { policyFor } from '@empires/bots';
import { botPolicyFor } from '@empires/matchmaking';
import type { UnitOfWork } from '../store/unit-of-work';
import { skillsOf } from '../store/ratings-store';
import { rulesetOf, seatCount, type HandlerContext } from './context';
import { refuse } from './errors';
import { queueGame } from '../games/games-to-create';

type Seat = TableView['seats'][number];
interface TableRow {
  table_id: string;
  code: string;
  ruleset_id: string;
  owner: string;
  seats: Seat[];
  options: unknown;
  status: 'open' | 'started';
  game_id: string | null;
}

export const tableView = (t: TableRow): TableView => ({
  tableId: t.table_id,
  code: t.code,
  ruleset: t.ruleset_id,
  owner: t.owner,
  seats: t.seats,
  status: t.status,
  ...(t.game_id ? { gameId: t.game_id } : {}),
});

async function load(uow: UnitOfWork, where: 'table_id' | 'code', value: unknown): Promise<TableRow> {
  const [row] =
    typeof value === 'string'
      ? await uow.query<TableRow>(`SELECT * FROM tables WHERE ${where} = $1 FOR UPDATE`, [value])
      : [];
  return row ?? refuse('NOT_FOUND', `no table ${String(value)}`);
}

async function save(uow: UnitOfWork, t: TableRow, type: string, detail: object): Promise<TableView> {
  await uow.query(`UPDATE tables SET seats = $2, status = $3, game_id = $4 WHERE table_id = $1`, [
    t.table_id,
    JSON.stringify(t.seats),
    t.status,
    t.game_id,
  ]);
  const view = tableView(t);
  uow.record(`table:${t.table_id}`, type, { ...detail, table: view });
  return view;
}

const openSeat = (t: TableRow): number => {
  if (t.status !== 'open') refuse('ALREADY_STARTED', 'the table has started its game');
  const seat = t.seats.findIndex((s) => s.kind === 'open');
  return seat >= 0 ? seat : refuse('TABLE_FULL', 'every seat is taken');
};

export async function createTable(
  uow: UnitOfWork,
  ctx: HandlerContext,
  playerId: string,
  p: { ruleset?: unknown; seats?: unknown; options?: unknown },
): Promise<TableView> {
  const ruleset = rulesetOf(ctx, p.ruleset);
  const seats: Seat[] = Array.from({ length: seatCount(ruleset, p.seats) }, (_, i) =>
    i === 0 ? { kind: 'player', playerId } : { kind: 'open' },
  );
  const t: TableRow = {
    table_id: `tbl_${ctx.inviteCode()}${ctx.inviteCode()}`.toLowerCase(),
    code: ctx.inviteCode(),
    ruleset_id: ruleset.id,
    owner: playerId,
    seats,
    options: p.options ?? {},
    status: 'open',
    game_id: null,
  };
  await uow.query(
    `INSERT INTO tables (table_id, code, ruleset_id, owner, seats, options, status) VALUES ($1, $2, $3, $4, $5, $6, 'open')`,
    [t.table_id, t.code, t.ruleset_id, t.owner, JSON.stringify(seats), JSON.stringify(t.options)],
  );
  const view = tableView(t);
  uow.record(`table:${t.table_id}`, 'TableCreated', { table: view });
  return view;
}

export async function joinTable(uow: UnitOfWork, playerId: string, p: { code?: unknown }): Promise<TableView> {
  const t = await load(uow, 'code', typeof p.code === 'string' ? p.code.toUpperCase() : p.code);
  if (t.seats.some((s) => s.playerId === playerId)) refuse('ALREADY_SEATED', 'you already sit at this table');
  const seat = openSeat(t);
  t.seats = t.seats.map((s, i) => (i === seat ? { kind: 'player', playerId } : s));
  return save(uow, t, 'TableSeatTaken', { seat, playerId });
}

export async function addBot(
  uow: UnitOfWork,
  ctx: HandlerContext,
  playerId: string,
  p: { tableId?: unknown; policy?: unknown },
): Promise<TableView> {
  const t = await load(uow, 'table_id', p.tableId);
  if (t.owner !== playerId) refuse('FORBIDDEN', "only the table's owner adds bots");
  const seat = openSeat(t);
  const bots = ctx.bots(t.ruleset_id);
  const owner = (await skillsOf(uow, t.ruleset_id, [playerId])).get(playerId);
  const policy = typeof p.policy === 'string' ? p.policy : botPolicyFor(owner?.mu ?? 25, !!bots?.heuristic);
  if (!policyFor(policy, bots)) refuse('BAD_USER_INPUT', `no bot policy "${policy}" for ${t.ruleset_id}`);
  t.seats = t.seats.map((s, i) => (i === seat ? { kind: 'bot', policy } : s));
  return save(uow, t, 'TableBotAdded', { seat, policy });
}

export async function startTable(uow: UnitOfWork, playerId: string, p: { tableId?: unknown }): Promise<TableView> {
  const t = await load(uow, 'table_id', p.tableId);
  if (t.owner !== playerId) refuse('FORBIDDEN', "only the table's owner starts it");
  if (t.status !== 'open') refuse('ALREADY_STARTED', 'the table has started its game');
  if (t.seats.some((s) => s.kind === 'open')) refuse('BAD_USER_INPUT', 'every seat needs a player or a bot first');
  t.status = 'started';
  t.game_id = `g_${t.table_id}`;
  await queueGame(uow, t.game_id, t.ruleset_id, t.seats, t.options);
  return save(uow, t, 'TableStarted', { gameId: t.game_id });
}

export const getTable = async (uow: UnitOfWork, p: { tableId?: unknown }): Promise<TableView> =>
  tableView(await load(uow, 'table_id', p.tableId));
