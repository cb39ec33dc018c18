import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every statement that inserts events notifies the schema's channel when its transaction
 * commits, so the relay that leads wakes at once, whichever instance appended, instead of
 * polling. The channel is named after a hash of the schema: channel names are short.
 */
export class EventStoreAppendedNotice1732300000002 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_events_appended() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM pg_notify('appended_' || md5(TG_TABLE_SCHEMA), '');
        RETURN NULL;
      END
      $fn$`);
    await q.query(
      `CREATE TRIGGER events_appended AFTER INSERT ON events FOR EACH STATEMENT EXECUTE FUNCTION notify_events_appended()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER events_appended ON events`);
    await q.query(`DROP FUNCTION notify_events_appended`);
  }
}
