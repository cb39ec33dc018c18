import { sqlMigration } from '@empires/database';

/** Tables are listed by ruleset while they wait for players: only those not started are indexed. */
export const OpenTables1732900000000 = sqlMigration(
  'OpenTables1732900000000',
  [`CREATE INDEX tables_open ON tables (ruleset_id, created_at, table_id) WHERE status = 'open'`],
  [`DROP INDEX tables_open`],
);
