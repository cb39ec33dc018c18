import type { UnitOfWork } from '../store/unit-of-work';
import { skillsOf } from '../store/ratings-store';
import { alreadyQueued, notQueued, type QueueWish } from './queue-commands';

interface Place {
  readonly playerId: string;
  readonly ruleset: string;
}

interface Joined extends Place {
  readonly wish: QueueWish;
  readonly joinedAt: Date;
}

const keyOf = (p: Place) => `${p.ruleset}\n${p.playerId}`;

/**
 * The queue places of a batch's players as its requests change them one after another, written
 * in two statements at the end: a join and a leave of one player in one batch leave no row, a
 * leave and a join again leave the new one.
 */
export class QueueChanges {
  /** Seats each place waits for now, as the requests so far have left it. */
  private readonly waiting: Map<string, number>;
  /** Rows there before the batch that it takes away (left, or left and joined again). */
  private readonly removed = new Map<string, Place>();
  private readonly joined = new Map<string, Joined>();

  /** `before`: the rows of the batch's players, locked by the caller. */
  constructor(before: readonly (Place & { readonly players: number })[]) {
    this.waiting = new Map(before.map((r) => [keyOf(r), r.players]));
  }

  join(playerId: string, wish: QueueWish, joinedAt: Date): void {
    const place = { playerId, ruleset: wish.ruleset };
    const players = this.waiting.get(keyOf(place));
    if (players !== undefined) alreadyQueued(wish.ruleset, players);
    this.waiting.set(keyOf(place), wish.players);
    this.joined.set(keyOf(place), { ...place, wish, joinedAt });
  }

  leave(playerId: string, ruleset: string): void {
    const place = { playerId, ruleset };
    if (!this.waiting.delete(keyOf(place))) notQueued(ruleset);
    if (!this.joined.delete(keyOf(place))) this.removed.set(keyOf(place), place);
  }

  async write(uow: UnitOfWork): Promise<void> {
    const removed = [...this.removed.values()];
    if (removed.length > 0)
      await uow.query(
        `DELETE FROM queue WHERE (player_id, ruleset_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
        [removed.map((p) => p.playerId), removed.map((p) => p.ruleset)],
      );
    const joined = [...this.joined.values()];
    if (joined.length === 0) return;
    const mu = new Map<string, number>();
    for (const ruleset of new Set(joined.map((j) => j.ruleset))) {
      const skills = await skillsOf(
        uow,
        ruleset,
        joined.filter((j) => j.ruleset === ruleset).map((j) => j.playerId),
      );
      for (const [playerId, skill] of skills) mu.set(keyOf({ playerId, ruleset }), skill.mu);
    }
    await uow.query(
      `INSERT INTO queue (player_id, ruleset_id, players, mu, bot_fill, bot_fill_after_ms, joined_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::float8[], $5::boolean[], $6::int[], $7::timestamptz[])`,
      [
        joined.map((j) => j.playerId),
        joined.map((j) => j.ruleset),
        joined.map((j) => j.wish.players),
        joined.map((j) => mu.get(keyOf(j)) ?? 25),
        joined.map((j) => j.wish.botFill),
        joined.map((j) => j.wish.botFillAfterMs),
        joined.map((j) => j.joinedAt),
      ],
    );
  }
}
