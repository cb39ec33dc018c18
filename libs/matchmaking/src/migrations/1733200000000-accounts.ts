import type { Migration } from '@empires/database';

/**
 * Accounts beside guests. A player row is a guest (a name, no password) until it is claimed as
 * an account; names are unique among accounts whatever their case, and a guest may not take an
 * account's name. Refresh and personal tokens are stored as SHA-256 hashes only: a copy of this
 * schema signs nobody in. Erasure empties `name` and keeps the row, so games stay whole under
 * "deleted player".
 */
export const Accounts1733200000000: Migration = {
  name: 'Accounts1733200000000',
  async up(q) {
    await q.query(`ALTER TABLE players ALTER COLUMN name DROP NOT NULL`);
    await q.query(`
      ALTER TABLE players
        ADD COLUMN password_hash text,
        ADD COLUMN bot boolean NOT NULL DEFAULT false,
        ADD COLUMN roles text[] NOT NULL DEFAULT '{}',
        ADD COLUMN banned_until timestamptz,
        ADD COLUMN muted_until timestamptz,
        ADD COLUMN erased_at timestamptz`);
    await q.query(
      `CREATE UNIQUE INDEX players_account_names ON players (lower(name)) WHERE password_hash IS NOT NULL AND name IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE sessions (
        session_id text COLLATE "C" PRIMARY KEY,
        player_id text COLLATE "C" NOT NULL,
        refresh_hash text COLLATE "C" NOT NULL UNIQUE,
        previous_hash text COLLATE "C",
        created_at timestamptz NOT NULL DEFAULT now(),
        refreshed_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz)`);
    await q.query(`CREATE INDEX sessions_by_player ON sessions (player_id)`);
    await q.query(`CREATE INDEX sessions_by_previous_hash ON sessions (previous_hash)`);
    await q.query(`
      CREATE TABLE personal_tokens (
        token_id text COLLATE "C" PRIMARY KEY,
        player_id text COLLATE "C" NOT NULL,
        label text NOT NULL,
        scopes text[] NOT NULL,
        token_hash text COLLATE "C" NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz)`);
    await q.query(`CREATE INDEX personal_tokens_by_player ON personal_tokens (player_id)`);
    await q.query(`
      CREATE TABLE chat_messages (
        message_id text COLLATE "C" PRIMARY KEY,
        channel text COLLATE "C" NOT NULL,
        author_id text COLLATE "C" NOT NULL,
        body text,
        sent_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz)`);
    await q.query(`CREATE INDEX chat_messages_by_channel ON chat_messages (channel, sent_at DESC)`);
    await q.query(`CREATE INDEX chat_messages_by_author ON chat_messages (author_id)`);
    await q.query(`
      CREATE TABLE reports (
        report_id text COLLATE "C" PRIMARY KEY,
        reporter_id text COLLATE "C" NOT NULL,
        player_id text COLLATE "C" NOT NULL,
        message_id text COLLATE "C",
        reason text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz)`);
  },
  async down(q) {
    for (const t of ['reports', 'chat_messages', 'personal_tokens', 'sessions']) await q.query(`DROP TABLE ${t}`);
    await q.query(`DROP INDEX players_account_names`);
    await q.query(
      `ALTER TABLE players DROP COLUMN password_hash, DROP COLUMN bot, DROP COLUMN roles, DROP COLUMN banned_until, DROP COLUMN muted_until, DROP COLUMN erased_at`,
    );
  },
};
