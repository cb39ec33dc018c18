import { EventStore1732300000000 } from './migrations/1732300000000-event-store';
import { EventStoreAppend1732300000001 } from './migrations/1732300000001-append-function';
import { EventStoreAppendedNotice1732300000002 } from './migrations/1732300000002-appended-notice';

/** Every migration of the event store, in order: what a service holding one runs on start. */
export const eventStoreMigrations = [
  EventStore1732300000000,
  EventStoreAppend1732300000001,
  EventStoreAppendedNotice1732300000002,
];
