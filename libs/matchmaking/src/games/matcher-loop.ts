import { randomUUID } from 'node:crypto';
import type { EventStore } from '@empires/eventstore';
import { levelsOf } from '@empires/bots';
import { botLevelFor } from '../bot-strength';
import { findMatches, type Match, type MatcherOptions, type Waiting } from '../matcher';
import type { Database } from '@empires/database';
import { WakeableWorker } from '@empires/scheduler';
import type { RulesBots } from '../requests/context';
import { transact } from '../store/unit-of-work';
import type { OwedGames } from './game-creator';
import { queueGames } from './games-to-create';

// One matcher at a time across instances: a transaction-scoped advisory lock, keyed by schema
// because advisory locks are database-wide and deployments may share a database.
const LOCK = `hashtext(current_schema() || ':matcher')`;
const SYSTEM = { kind: 'system' as const, service: 'matchmaking' };

interface QueueRow {
  player_id: string;
  ruleset_id: string;
  players: number;
  mu: number;
  bot_fill: boolean;
  bot_fill_after_ms: number;
  joined_at: Date;
}

/**
 * One pass of the matcher: the queues are read and emptied of the matched players, each match
 * becomes a game owed to the engine and a `MatchFound` event on every player's stream, all
 * in one transaction. Returns the ids of the games to create.
 */
export async function matchOnce(
  db: Database,
  store: EventStore,
  bots: RulesBots,
  options: MatcherOptions,
  now: Date,
): Promise<string[]> {
  return transact(db, store, SYSTEM, undefined, async (uow) => {
    const [{ locked }] = await uow.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_xact_lock(${LOCK}) AS locked`,
      [],
    );
    if (!locked) return [];
    const rows = await uow.query<QueueRow>(`SELECT * FROM queue ORDER BY joined_at, player_id, ruleset_id FOR UPDATE`);
    const waiting: Waiting[] = rows.map((r) => ({
      playerId: r.player_id,
      ruleset: r.ruleset_id,
      players: r.players,
      mu: r.mu,
      joinedAt: r.joined_at.getTime(),
      botFill: r.bot_fill,
      botFillAfterMs: r.bot_fill_after_ms,
    }));
    const matches = findMatches(waiting, now.getTime(), options).map((match) => ({
      match,
      gameId: `g_m${randomUUID().replace(/-/g, '')}`,
      seats: seatsOf(match, bots),
    }));
    const matched = matches.flatMap(({ match }) => match.players);
    if (matched.length > 0)
      await uow.query(
        `DELETE FROM queue WHERE (player_id, ruleset_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
        [matched.map((p) => p.playerId), matched.map((p) => p.ruleset)],
      );
    await queueGames(
      uow,
      matches.map(({ match, gameId, seats }) => ({ gameId, rulesetId: match.ruleset, seats, options: {} })),
    );
    for (const { match, gameId, seats } of matches)
      for (const p of match.players)
        uow.record(`player:${p.playerId}`, 'MatchFound', {
          gameId,
          ruleset: match.ruleset,
          seats,
          waitedMs: now.getTime() - p.joinedAt,
        });
    const games = matches.map((m) => m.gameId);
    return games;
  });
}

/** Players in the order they matched; bot seats of the level the players' ratings call for. */
function seatsOf(match: Match, bots: RulesBots) {
  const mean = match.players.reduce((sum, p) => sum + p.mu, 0) / match.players.length;
  const policy = botLevelFor(
    mean,
    levelsOf(match.ruleset, bots(match.ruleset)).map((o) => o.level),
  );
  return [
    ...match.players.map((p) => ({ kind: 'player', playerId: p.playerId })),
    ...Array.from({ length: match.bots }, () => ({ kind: 'bot', policy })),
  ];
}

export interface MatcherSettings {
  readonly options: MatcherOptions;
  /** Passes come at least this often: ratings gaps widen and bot fill comes due with time alone. */
  readonly intervalMs: number;
  readonly onError: (error: unknown) => void;
}

/**
 * The matcher as a loop: a pass every interval, and one at once when players join (`wake`), so
 * a join waits for the pass under way at most rather than for the next tick (at 1 s, half a
 * second on average before anything else). Wakes during a pass are one pass after it. The games
 * a pass finds are sent without holding up the next.
 */
export class Matcher extends WakeableWorker {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly bots: RulesBots,
    private readonly owed: OwedGames,
    private readonly settings: MatcherSettings,
  ) {
    super({ afterErrorMs: settings.intervalMs, onError: settings.onError });
  }

  protected async pass(): Promise<number> {
    const games = await matchOnce(this.db, this.store, this.bots, this.settings.options, new Date());
    if (games.length > 0) void this.owed.sweep();
    return this.settings.intervalMs;
  }
}
