import { sqlMigration } from '@empires/database';

/**
 * Every statement that inserts events notifies the schema's channel when its transaction
 * commits, so the relay that leads wakes at once, whichever instance appended, instead of
 * polling. The channel is named after a hash of the schema: channel names are short.
 */
export const EventStoreAppendedNotice1732300000002 = sqlMigration(
  'EventStoreAppendedNotice1732300000002',
  [
    `
      CREATE FUNCTION notify_events_appended() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM pg_notify('appended_' || md5(TG_TABLE_SCHEMA), '');
        RETURN NULL;
      END
      $fn$`,
    `CREATE TRIGGER events_appended AFTER INSERT ON events FOR EACH STATEMENT EXECUTE FUNCTION notify_events_appended()`,
  ],
  [`DROP TRIGGER events_appended ON events`, `DROP FUNCTION notify_events_appended`],
);
