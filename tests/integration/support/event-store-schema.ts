import { openServiceDatabase, type Database } from '@empires/database';
import { eventStoreMigrations } from '@empires/eventstore';
import { testDatabaseUrl } from '@empires/testing';

/** The test database in `schema`, with the event store's tables (created on the first open). */
export const openEventStoreSchema = (schema: string): Promise<Database> =>
  openServiceDatabase({ url: testDatabaseUrl(), schema, migrations: eventStoreMigrations });
