import { serviceDatabaseFor } from '@empires/database';
import { EventStore1732300000000 } from './migrations/1732300000000-event-store';
import { EventStoreAppend1732300000001 } from './migrations/1732300000001-append-function';
import { EventStoreAppendedNotice1732300000002 } from './migrations/1732300000002-appended-notice';
import { EventStoreDeadlines1732300000003 } from './migrations/1732300000003-deadlines';
import { GameReadViews1732800000000, gameStreamReaders } from './migrations/1732800000000-game-read-views';
import { GameEventsV21732800000001 } from './migrations/1732800000001-game-events-v2';

/** Every migration of the event store, in order: what a service holding one runs on start. */
export const eventStoreMigrations = [
  EventStore1732300000000,
  EventStoreAppend1732300000001,
  EventStoreAppendedNotice1732300000002,
  EventStoreDeadlines1732300000003,
];

/** The engine's: the event store, and the views it publishes its game streams through (`gameStreamReaders`). */
export const engineMigrations = [...eventStoreMigrations, GameReadViews1732800000000, GameEventsV21732800000001];

/** The engine's schema as the engine opens it: its own role, its migrations, its readers' roles. */
export const engineDatabase = serviceDatabaseFor('engine', engineMigrations, gameStreamReaders);
