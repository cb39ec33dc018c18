import { dropEach, sqlMigration } from '@empires/database';

/**
 * The history read models. `games.version` is the position applied per stream: it moves in
 * the same transaction as every other change of the game, so a redelivered event is a no-op.
 */
export const ReadModels1732400000000 = sqlMigration(
  'ReadModels1732400000000',
  [
    // Game ids are compared bytewise (COLLATE "C"): no locale rules paid on every index step.
    `
      CREATE TABLE games (
        game_id      text COLLATE "C" PRIMARY KEY,
        ruleset      text NOT NULL,
        ruleset_id   text GENERATED ALWAYS AS (split_part(ruleset, '@', 1)) STORED,
        status       text NOT NULL,
        seats        jsonb NOT NULL,
        version      integer NOT NULL,
        to_act       integer[] NOT NULL DEFAULT '{}',
        seed_hash    text NOT NULL,
        seed         text,
        outcome      jsonb,
        abort_reason text,
        created_at   timestamptz NOT NULL,
        started_at   timestamptz,
        finished_at  timestamptz
      )`,
    // Listing is newest first with keyset pagination on (created_at, game_id).
    `CREATE INDEX games_listing ON games (created_at DESC, game_id DESC)`,
    `CREATE INDEX games_by_ruleset ON games (ruleset_id, created_at DESC, game_id DESC)`,
    `CREATE INDEX games_by_player ON games USING gin (seats jsonb_path_ops)`,
    `
      CREATE TABLE game_states (
        game_id text COLLATE "C" PRIMARY KEY REFERENCES games (game_id) ON DELETE CASCADE,
        state   jsonb NOT NULL
      )`,
    // The envelope as JSON text: it is only ever handed on whole (queries, exports), and text
    // takes no parsing on the way in, which is most of what a rebuild would otherwise spend.
    `
      CREATE TABLE game_events (
        game_id     text COLLATE "C" NOT NULL,
        seq         integer NOT NULL,
        type        text NOT NULL,
        occurred_at timestamptz NOT NULL,
        envelope    text NOT NULL,
        PRIMARY KEY (game_id, seq)
      )`,
    `
      CREATE TABLE player_results (
        game_id     text COLLATE "C" NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
        seat        integer NOT NULL,
        ruleset_id  text NOT NULL,
        kind        text NOT NULL,
        player_id   text,
        policy      text,
        rank        integer NOT NULL,
        score       double precision,
        finished_at timestamptz NOT NULL,
        PRIMARY KEY (game_id, seat)
      )`,
    `CREATE INDEX player_results_by_player ON player_results (player_id, finished_at DESC)`,
  ],
  dropEach('TABLE', ['player_results', 'game_events', 'game_states', 'games']),
);
