import { standingRanks, type EventEnvelope, type RankedOutcome } from '@empires/contracts';
import type { EventStore } from '@empires/eventstore';
import type { Database } from '@empires/database';
import { newSkill } from '../ratings';
import { skillsOf } from '../store/ratings-store';
import { transact } from '../store/unit-of-work';
import { rateSeats, ratingIdOf, type SeatHolder } from './rate-seats';

const SYSTEM = { kind: 'system' as const, service: 'matchmaking' };

/**
 * What matchmaking takes from the game events: who holds each seat, and each finished game's
 * outcome, rated once (the game id is recorded as rated in the same transaction as the new
 * ratings, so a redelivered outcome changes nothing).
 */
export async function applyGameEvents(
  db: Database,
  store: EventStore,
  events: readonly EventEnvelope[],
): Promise<void> {
  for (const e of events) {
    const p = e.payload as {
      type: string;
      seats?: SeatHolder[];
      seat?: number;
      holder?: SeatHolder;
      ruleset?: string;
      outcome?: RankedOutcome;
    };
    if (p.type === 'GameCreated' && p.seats && p.ruleset) {
      await db.query(`INSERT INTO game_seats (game_id, ruleset_id, seats) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
        e.streamId,
        p.ruleset.split('@')[0],
        JSON.stringify(p.seats),
      ]);
    } else if ((p.type === 'SeatTaken' || p.type === 'SeatLeft') && p.seat !== undefined) {
      const holder = p.type === 'SeatTaken' ? p.holder : { kind: 'open' };
      await db.query(`UPDATE game_seats SET seats = jsonb_set(seats, $2::text[], $3::jsonb) WHERE game_id = $1`, [
        e.streamId,
        [String(p.seat)],
        JSON.stringify(holder),
      ]);
    } else if (p.type === 'GameFinished' && p.outcome) {
      await rate(db, store, e.streamId, standingRanks(p.outcome), e.occurredAt);
    }
  }
}

async function rate(
  db: Database,
  store: EventStore,
  gameId: string,
  ranks: readonly number[],
  at: string,
): Promise<void> {
  await transact(db, store, SYSTEM, undefined, async (uow) => {
    const fresh = await uow.query<unknown>(
      `INSERT INTO rated_games (game_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING game_id`,
      [gameId],
    );
    if (fresh.length === 0) return; // rated before
    const [game] = await uow.query<{ ruleset_id: string; seats: SeatHolder[] }>(
      `SELECT ruleset_id, seats FROM game_seats WHERE game_id = $1`,
      [gameId],
    );
    if (!game) return; // a game from before matchmaking heard the topic
    const skills = await skillsOf(uow, game.ruleset_id, game.seats.map(ratingIdOf).filter(Boolean));
    for (const { id, seat, after: s } of rateSeats(game.seats, ranks, (id) => skills.get(id) ?? newSkill())) {
      await uow.query(
        `INSERT INTO ratings (player_id, ruleset_id, mu, sigma, games, updated_at) VALUES ($1, $2, $3, $4, 1, $5)
         ON CONFLICT (player_id, ruleset_id) DO UPDATE SET mu = EXCLUDED.mu, sigma = EXCLUDED.sigma, games = ratings.games + 1, updated_at = EXCLUDED.updated_at`,
        [id, game.ruleset_id, s.mu, s.sigma, at],
      );
      await uow.query(
        `INSERT INTO rating_history (player_id, ruleset_id, game_id, mu, sigma, rank, rated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, game.ruleset_id, gameId, s.mu, s.sigma, ranks[seat], at],
      );
      if (!id.startsWith('bot:'))
        uow.record(`player:${id}`, 'RatingUpdated', {
          ruleset: game.ruleset_id,
          gameId,
          mu: s.mu,
          sigma: s.sigma,
          rank: ranks[seat],
        });
    }
  });
}
