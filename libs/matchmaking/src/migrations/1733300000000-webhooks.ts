import { dropEach, sqlMigration } from '@empires/database';

/**
 * Webhooks an organizer registers on a tournament, and every delivery owed to them: written in the
 * transaction that stores the milestone's event, sent after it by the dispatcher, so delivery never
 * holds a tournament up and a crash between the two loses none.
 */
export const Webhooks1733300000000 = sqlMigration(
  'Webhooks1733300000000',
  [
    `
      CREATE TABLE webhooks (
        hook_id text COLLATE "C" PRIMARY KEY, tournament_id text NOT NULL, url text NOT NULL, secret text NOT NULL,
        milestones text[] NOT NULL, created_by text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
    `CREATE INDEX webhooks_by_tournament ON webhooks (tournament_id)`,
    `
      CREATE TABLE webhook_deliveries (
        delivery_id uuid PRIMARY KEY, seq bigint GENERATED ALWAYS AS IDENTITY, hook_id text NOT NULL REFERENCES webhooks ON DELETE CASCADE,
        tournament_id text NOT NULL, milestone text NOT NULL, body text NOT NULL,
        status text NOT NULL DEFAULT 'pending', attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(), last_status integer, last_error text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(), delivered_at timestamptz)`,
    `CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`,
    `CREATE INDEX webhook_deliveries_by_tournament ON webhook_deliveries (tournament_id, seq)`,
  ],
  dropEach('TABLE', ['webhook_deliveries', 'webhooks']),
);
