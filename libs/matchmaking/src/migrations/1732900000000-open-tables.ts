import type { Migration } from '@empires/database';

/** Tables are listed by ruleset while they wait for players: only those not started are indexed. */
export const OpenTables1732900000000: Migration = {
  name: 'OpenTables1732900000000',
  async up(q) {
    await q.query(`CREATE INDEX tables_open ON tables (ruleset_id, created_at, table_id) WHERE status = 'open'`);
  },
  async down(q) {
    await q.query(`DROP INDEX tables_open`);
  },
};
