import { randomUUID } from 'node:crypto';
import type { EventStore } from '@empires/eventstore';
import { levelsOf } from '@empires/bots';
import { botLevelFor } from '../bot-strength';
import { findMatches, type Match, type MatcherOptions, type Waiting } from '../matcher';
import type { Database } from '@empires/database';
import type { RulesBots } from '../requests/context';
import { transact } from '../store/unit-of-work';
import type { OwedGames } from './game-creator';
import { queueGame } from './games-to-create';

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
    const rows = await uow.query<QueueRow>(`SELECT * FROM queue ORDER BY joined_at FOR UPDATE`);
    const waiting: Waiting[] = rows.map((r) => ({
      playerId: r.player_id,
      ruleset: r.ruleset_id,
      players: r.players,
      mu: r.mu,
      joinedAt: r.joined_at.getTime(),
      botFill: r.bot_fill,
      botFillAfterMs: r.bot_fill_after_ms,
    }));
    const games: string[] = [];
    for (const match of findMatches(waiting, now.getTime(), options)) {
      const gameId = `g_m${randomUUID().replace(/-/g, '')}`;
      const seats = seatsOf(match, bots);
      await uow.query(`DELETE FROM queue WHERE ruleset_id = $1 AND player_id = ANY($2::text[])`, [
        match.ruleset,
        match.players.map((p) => p.playerId),
      ]);
      await queueGame(uow, gameId, match.ruleset, seats, {});
      for (const p of match.players)
        uow.record(`player:${p.playerId}`, 'MatchFound', {
          gameId,
          ruleset: match.ruleset,
          seats,
          waitedMs: now.getTime() - p.joinedAt,
        });
      games.push(gameId);
    }
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

/** The matcher on a timer: a pass that finds games has them sent; a pass never starts while one runs. */
export class Matcher {
  private matching = false;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly bots: RulesBots,
    private readonly owed: OwedGames,
    private readonly onError: (error: unknown) => void,
  ) {}

  async tick(options: MatcherOptions, now = new Date()): Promise<void> {
    if (this.matching) return;
    this.matching = true;
    try {
      const games = await matchOnce(this.db, this.store, this.bots, options, now);
      if (games.length > 0) await this.owed.sweep();
    } catch (error) {
      this.onError(error);
    } finally {
      this.matching = false;
    }
  }
}
