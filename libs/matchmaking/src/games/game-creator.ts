import type { CommandClient } from '@empires/messaging';
import type { Database } from '@empires/database';

const SYSTEM = { kind: 'system' as const, service: 'matchmaking' };

/**
 * Sends the games matchmaking owes the engine and marks those it accepted. The command id is
 * the game's, so sending again after a crash answers with the first result. The commands leave
 * together (the publisher coalesces them) and the accepted are marked in one statement: a
 * matcher pass at load owes a hundred games or more.
 */
export async function createOwedGames(db: Database, commands: CommandClient): Promise<void> {
  const rows: { game_id: string; ruleset_id: string; seats: unknown[]; options: unknown; clock: unknown }[] =
    await db.query(
      `SELECT game_id, ruleset_id, seats, options, clock FROM games_to_create WHERE NOT created ORDER BY queued_at LIMIT 500`,
    );
  const sent = await Promise.allSettled(
    rows.map(async (g) => {
      const result = await commands.send(
        g.game_id,
        'CreateGame',
        {
          ruleset: g.ruleset_id,
          seats: g.seats,
          options: g.options,
          start: true,
          ...(g.clock ? { clock: g.clock } : {}),
        },
        SYSTEM,
        { commandId: `create:${g.game_id}` },
      );
      return result.status === 'accepted' || result.code === 'ALREADY_EXISTS' ? g.game_id : undefined;
    }),
  );
  const created = sent.flatMap((s) => (s.status === 'fulfilled' && s.value ? [s.value] : []));
  if (created.length > 0)
    await db.query(`UPDATE games_to_create SET created = true WHERE game_id = ANY($1::text[])`, [created]);
  const failed = sent.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Sends every game still owed to the engine, one sweep at a time; a sweep asked for while one
 * runs follows it, so no trigger is lost and none runs twice at once.
 */
export class OwedGames {
  private sweeping = false;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly commands: CommandClient,
    private readonly onError: (error: unknown) => void,
  ) {}

  async sweep(): Promise<void> {
    if (this.sweeping) {
      this.again = true;
      return;
    }
    this.sweeping = true;
    try {
      do {
        this.again = false;
        await createOwedGames(this.db, this.commands);
      } while (this.again);
    } catch (error) {
      this.onError(error);
    } finally {
      this.sweeping = false;
    }
  }
}
