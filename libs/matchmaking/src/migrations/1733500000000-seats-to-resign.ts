import { dropEach, sqlMigration } from '@empires/database';

/**
 * Seats whose resignation matchmaking owes the engine: their entrant withdrew from the tournament
 * while its game was played. Written with the withdrawal, sent after it commits; `answered` once the
 * engine has answered, with its refusal (code and message) if it refused.
 */
export const SeatsToResign1733500000000 = sqlMigration(
  'SeatsToResign1733500000000',
  [
    `CREATE TABLE seats_to_resign (
        game_id text COLLATE "C" NOT NULL, seat integer NOT NULL, answered boolean NOT NULL DEFAULT false,
        refused text, queued_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (game_id, seat))`,
    `CREATE INDEX seats_to_resign_pending ON seats_to_resign (queued_at) WHERE NOT answered`,
  ],
  dropEach('TABLE', ['seats_to_resign']),
);
