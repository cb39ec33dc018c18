import type { CommandClient } from '@empires/messaging';
import type { Database } from '@empires/database';
import { GroupCommit } from '@empires/scheduler';

const SYSTEM = { kind: 'system' as const, service: 'matchmaking' };

interface OwedRow {
  game_id: string;
  ruleset_id: string;
  seats: unknown[];
  options: unknown;
  clock: unknown;
}

/** Whether the engine has the game: created now, or by an earlier send of the same command. */
async function createGame(commands: CommandClient, g: OwedRow): Promise<boolean> {
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
  return result.status === 'accepted' || result.code === 'ALREADY_EXISTS';
}

/**
 * Sends the games matchmaking owes the engine and marks those it accepted. The command id is
 * the game's, so sending again after a crash answers with the first result. A sweep sends what
 * is owed and not already with the engine, without waiting for earlier answers: at load a
 * matcher pass owes games every few hundred milliseconds, and a sweep that waited for the
 * engine to answer a hundred games held the next pass's games back as long. Answers are marked
 * a batch at a time (one statement for all that came in meanwhile).
 */
export class OwedGames {
  private sweeping = false;
  private again = false;
  /** Sent and not answered yet: not sent again until answered, or failed (a timeout). */
  private readonly sent = new Set<string>();
  /** Answers marked a batch at a time; what marking fails on stays unmarked, for a later sweep to send again. */
  private readonly marks = new GroupCommit<string>(async (ids) => {
    await this.db
      .query(`UPDATE games_to_create SET created = true WHERE game_id = ANY($1::text[])`, [ids])
      .catch(this.onError);
    for (const id of ids) this.sent.delete(id);
  });

  constructor(
    private readonly db: Database,
    private readonly commands: CommandClient,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** One sweep at a time; one asked for while one runs follows it, so no trigger is lost. */
  async sweep(): Promise<void> {
    if (this.sweeping) {
      this.again = true;
      return;
    }
    this.sweeping = true;
    try {
      do {
        this.again = false;
        await this.sendOwed();
      } while (this.again);
    } catch (error) {
      this.onError(error);
    } finally {
      this.sweeping = false;
    }
  }

  private async sendOwed(): Promise<void> {
    const rows: OwedRow[] = await this.db.query(
      `SELECT game_id, ruleset_id, seats, options, clock FROM games_to_create
       WHERE NOT created AND game_id <> ALL($1::text[]) ORDER BY queued_at LIMIT 500`,
      [[...this.sent]],
    );
    for (const g of rows) {
      this.sent.add(g.game_id);
      void createGame(this.commands, g).then(
        (created) => (created ? this.mark(g.game_id) : this.sent.delete(g.game_id)),
        (error: unknown) => {
          this.sent.delete(g.game_id);
          this.onError(error);
        },
      );
    }
  }

  private mark(gameId: string): void {
    void this.marks.add(gameId);
  }
}
