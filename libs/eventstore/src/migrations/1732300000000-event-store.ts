import { dropEach, sqlMigration } from '@empires/database';

/** Streams, their events in one global order, snapshots, processed commands, relay checkpoints. */
export const EventStore1732300000000 = sqlMigration(
  'EventStore1732300000000',
  [
    `
      CREATE TABLE streams (
        stream_id  text PRIMARY KEY,
        kind       text NOT NULL,
        version    integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    // tx_id lets global readers wait for transactions that have not committed yet.
    `
      CREATE TABLE events (
        position    bigserial PRIMARY KEY,
        tx_id       xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id   text NOT NULL REFERENCES streams (stream_id),
        seq         integer NOT NULL,
        event_id    uuid NOT NULL UNIQUE,
        type        text NOT NULL,
        payload     jsonb NOT NULL,
        metadata    jsonb NOT NULL,
        occurred_at timestamptz NOT NULL,
        UNIQUE (stream_id, seq)
      )`,
    `CREATE INDEX events_global_order ON events (tx_id, position)`,
    `
      CREATE TABLE snapshots (
        stream_id text PRIMARY KEY REFERENCES streams (stream_id),
        version   integer NOT NULL,
        state     jsonb NOT NULL,
        taken_at  timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE processed_commands (
        command_id   text PRIMARY KEY,
        stream_id    text NOT NULL,
        result       jsonb NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE relay_checkpoints (
        name     text PRIMARY KEY,
        tx_id    xid8 NOT NULL,
        position bigint NOT NULL
      )`,
    `
      CREATE TABLE stream_secrets (
        stream_id text PRIMARY KEY,
        secret    text NOT NULL
      )`,
  ],
  dropEach('TABLE', ['stream_secrets', 'relay_checkpoints', 'processed_commands', 'snapshots', 'events', 'streams']),
);
