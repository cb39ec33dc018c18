import type { BotLevel } from '@empires/contracts';
import type { Database } from '@empires/database';
import { WakeableWorker } from '@empires/scheduler';
import type { CreateSeat } from './games-to-create';

/** One ladder game: two built-in levels of a ruleset against each other, in a slot of the schedule. */
export interface LadderGame {
  readonly gameId: string;
  readonly ruleset: string;
  readonly seats: readonly CreateSeat[];
}

/**
 * A slot's games: in each ruleset, every pair of the levels it offers plays once, the first seat
 * changing hands from one slot to the next. The ids are the slot's, so that every matchmaking
 * instance that plans the slot plans the same games and the database keeps one of each.
 */
export function ladderSlot(
  rulesets: readonly { id: string; levels: readonly BotLevel[] }[],
  slot: number,
): LadderGame[] {
  return rulesets.flatMap(({ id, levels }) =>
    levels.flatMap((a, i) =>
      levels.slice(i + 1).map((b) => {
        const [first, second] = slot % 2 === 0 ? [a, b] : [b, a];
        return {
          gameId: `g_ladder_${id}_${slot}_${a}_${b}`,
          ruleset: id,
          seats: [first, second].map((level) => ({ kind: 'bot', policy: level })),
        };
      }),
    ),
  );
}

export interface LadderOptions {
  /** Minutes between slots (`EMPIRES_BOT_LADDER_MINUTES`); the ladder is off without it. */
  readonly everyMinutes: number;
  readonly rulesets: readonly { id: string; levels: readonly BotLevel[] }[];
  /** Sends the games queued (matchmaking's owed games). */
  readonly send: () => Promise<void>;
  readonly now?: () => Date;
  readonly onError?: (error: unknown) => void;
}

/**
 * The bot ladder: on the operator's schedule, the built-in levels of each ruleset play rated games
 * among themselves, so that the leaderboard shows where each level stands and a player can see
 * where they stand against them. A pairing whose last game is still being played sits a slot out,
 * so that slow games never pile up.
 */
export class BotLadder extends WakeableWorker {
  constructor(
    private readonly db: Database,
    private readonly options: LadderOptions,
  ) {
    super({ afterErrorMs: 60_000, onError: options.onError });
  }

  /** Queues this slot's games; sleeps until the next slot. */
  protected async pass(): Promise<number> {
    const every = this.options.everyMinutes * 60_000;
    const now = (this.options.now?.() ?? new Date()).getTime();
    const slot = Math.floor(now / every);
    await queueLadderSlot(this.db, ladderSlot(this.options.rulesets, slot));
    await this.options.send();
    return (slot + 1) * every - now;
  }
}

/** Queues a slot's games, but none whose pairing still plays its last (a ladder game not yet rated). */
export async function queueLadderSlot(db: Database, games: readonly LadderGame[]): Promise<void> {
  for (const g of games) {
    const pairing = `^${g.gameId.replace(/_\d+_/, '_\\d+_')}$`;
    await db.query(
      `INSERT INTO games_to_create (game_id, ruleset_id, seats, options)
       SELECT $1, $2, $3, '{}'::jsonb
        WHERE NOT EXISTS (SELECT 1 FROM games_to_create c WHERE c.game_id ~ $4
                            AND NOT EXISTS (SELECT 1 FROM rated_games r WHERE r.game_id = c.game_id))
       ON CONFLICT (game_id) DO NOTHING`,
      [g.gameId, g.ruleset, JSON.stringify(g.seats), pairing],
    );
  }
}
