import { dropEach, sqlMigration } from '@empires/database';

/**
 * A starter set of analytics views over the read models (see docs/analytics.md). Views, not
 * tables: they are always current and a rebuild of the read models rebuilds them too.
 */
export const AnalyticsViews1732400000001 = sqlMigration(
  'AnalyticsViews1732400000001',
  [
    `
      CREATE VIEW games_per_ruleset AS
      SELECT ruleset_id,
             count(*)                                    AS games,
             count(*) FILTER (WHERE status = 'open')     AS open,
             count(*) FILTER (WHERE status = 'playing')  AS playing,
             count(*) FILTER (WHERE status = 'finished') AS finished,
             count(*) FILTER (WHERE status = 'aborted')  AS aborted
        FROM games
       GROUP BY ruleset_id`,
    // Length in events (lifecycle included) and in wall-clock time from start to finish.
    `
      CREATE VIEW game_length AS
      SELECT ruleset_id,
             count(*)                                                       AS finished_games,
             round(avg(version), 1)                                         AS avg_events,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY version)           AS median_events,
             round(avg(extract(epoch FROM finished_at - started_at))::numeric, 1) AS avg_seconds
        FROM games
       WHERE status = 'finished'
       GROUP BY ruleset_id`,
    // Seat 0 moves first in most rulesets: a first-player advantage shows up here. Shared first
    // places count as wins for each seat that holds one.
    `
      CREATE VIEW win_rate_by_seat AS
      SELECT r.ruleset_id,
             jsonb_array_length(g.seats)                     AS seats,
             r.seat,
             count(*)                                        AS games,
             count(*) FILTER (WHERE r.rank = 1)              AS wins,
             round(avg((r.rank = 1)::int)::numeric, 3)       AS win_rate
        FROM player_results r
        JOIN games g USING (game_id)
       GROUP BY r.ruleset_id, jsonb_array_length(g.seats), r.seat`,
    `
      CREATE VIEW outcome_reasons AS
      SELECT ruleset_id,
             status,
             coalesce(outcome ->> 'reason', abort_reason)   AS reason,
             count(*)                                       AS games,
             round(count(*) * 1.0 / sum(count(*)) OVER (PARTITION BY ruleset_id), 3) AS share
        FROM games
       WHERE status IN ('finished', 'aborted')
       GROUP BY ruleset_id, status, coalesce(outcome ->> 'reason', abort_reason)`,
  ],
  dropEach('VIEW', ['outcome_reasons', 'win_rate_by_seat', 'game_length', 'games_per_ruleset']),
);
