import type { TableView } from '@empires/contracts';
import type { Queryable } from '@empires/database';
import { refuse } from '../requests/errors';
import type { UnitOfWork } from '../store/unit-of-work';

export type Seat = TableView['seats'][number];

export interface TableRow {
  table_id: string;
  code: string;
  ruleset_id: string;
  owner: string;
  seats: Seat[];
  options: unknown;
  clock: unknown;
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
  ...(t.clock ? { clock: t.clock } : {}),
});

/** A table locked for the transaction's change, by id or invite code. */
export async function loadTable(uow: UnitOfWork, where: 'table_id' | 'code', value: unknown): Promise<TableRow> {
  const [row] =
    typeof value === 'string'
      ? await uow.query<TableRow>(`SELECT * FROM tables WHERE ${where} = $1 FOR UPDATE`, [value])
      : [];
  return row ?? refuse('NOT_FOUND', `no table ${String(value)}`);
}

/** A table as it is, for questions. */
export async function readTable(db: Queryable, tableId: unknown): Promise<TableRow> {
  const [row] =
    typeof tableId === 'string' ? await db.query<TableRow>(`SELECT * FROM tables WHERE table_id = $1`, [tableId]) : [];
  return row ?? refuse('NOT_FOUND', `no table ${String(tableId)}`);
}

export async function insertTable(uow: UnitOfWork, t: TableRow): Promise<void> {
  await uow.query(
    `INSERT INTO tables (table_id, code, ruleset_id, owner, seats, options, clock, status) VALUES ($1, $2, $3, $4, $5, $6, $7, 'open')`,
    [
      t.table_id,
      t.code,
      t.ruleset_id,
      t.owner,
      JSON.stringify(t.seats),
      JSON.stringify(t.options),
      t.clock ? JSON.stringify(t.clock) : null,
    ],
  );
}

/** Writes the table's seats and status, and records the event that tells of the change. */
export async function saveTable(uow: UnitOfWork, t: TableRow, type: string, detail: object): Promise<TableView> {
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

/** The tables of a ruleset not started yet, oldest first: the longest waiting fill first. */
export async function openTables(db: Queryable, rulesetId: string, first: number): Promise<TableView[]> {
  const rows = await db.query<TableRow>(
    `SELECT * FROM tables WHERE ruleset_id = $1 AND status = 'open' ORDER BY created_at, table_id LIMIT $2`,
    [rulesetId, first],
  );
  return rows.map(tableView);
}
