import { dropEach, sqlMigration } from '@empires/database';

/**
 * Accounts beside guests. A player row is a guest (a name, no password) until it is claimed as
 * an account; names are unique among accounts whatever their case, and a guest may not take an
 * account's name. Refresh and personal tokens are stored as SHA-256 hashes only: a copy of this
 * schema signs nobody in. Erasure empties `name` and keeps the row, so games stay whole under
 * "deleted player".
 */
export const Accounts1733200000000 = sqlMigration(
  'Accounts1733200000000',
  [
    `ALTER TABLE players ALTER COLUMN name DROP NOT NULL`,
    `
      ALTER TABLE players
        ADD COLUMN password_hash text,
        ADD COLUMN bot boolean NOT NULL DEFAULT false,
        ADD COLUMN roles text[] NOT NULL DEFAULT '{}',
        ADD COLUMN banned_until timestamptz,
        ADD COLUMN muted_until timestamptz,
        ADD COLUMN erased_at timestamptz`,
    `CREATE UNIQUE INDEX players_account_names ON players (lower(name)) WHERE password_hash IS NOT NULL AND name IS NOT NULL`,
    `
      CREATE TABLE sessions (
        session_id text COLLATE "C" PRIMARY KEY,
        player_id text COLLATE "C" NOT NULL,
        refresh_hash text COLLATE "C" NOT NULL UNIQUE,
        previous_hash text COLLATE "C",
        created_at timestamptz NOT NULL DEFAULT now(),
        refreshed_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz)`,
    `CREATE INDEX sessions_by_player ON sessions (player_id)`,
    `CREATE INDEX sessions_by_previous_hash ON sessions (previous_hash)`,
    `
      CREATE TABLE personal_tokens (
        token_id text COLLATE "C" PRIMARY KEY,
        player_id text COLLATE "C" NOT NULL,
        label text NOT NULL,
        scopes text[] NOT NULL,
        token_hash text COLLATE "C" NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz)`,
    `CREATE INDEX personal_tokens_by_player ON personal_tokens (player_id)`,
    `
      CREATE TABLE chat_messages (
        message_id text COLLATE "C" PRIMARY KEY,
        channel text COLLATE "C" NOT NULL,
        author_id text COLLATE "C" NOT NULL,
        body text,
        sent_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz)`,
    `CREATE INDEX chat_messages_by_channel ON chat_messages (channel, sent_at DESC)`,
    `CREATE INDEX chat_messages_by_author ON chat_messages (author_id)`,
    `
      CREATE TABLE reports (
        report_id text COLLATE "C" PRIMARY KEY,
        reporter_id text COLLATE "C" NOT NULL,
        player_id text COLLATE "C" NOT NULL,
        message_id text COLLATE "C",
        reason text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz)`,
  ],
  [
    ...dropEach('TABLE', ['reports', 'chat_messages', 'personal_tokens', 'sessions']),
    `DROP INDEX players_account_names`,
    `ALTER TABLE players DROP COLUMN password_hash, DROP COLUMN bot, DROP COLUMN roles, DROP COLUMN banned_until, DROP COLUMN muted_until, DROP COLUMN erased_at`,
  ],
);
