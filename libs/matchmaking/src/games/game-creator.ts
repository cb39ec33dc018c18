import type { CommandResult } from '@empires/contracts';
import type { CommandClient } from '@empires/messaging';
import type { Database } from '@empires/database';
import type { EventStore } from '@empires/eventstore';
import { GroupCommit } from '@empires/scheduler';
import { transact } from '../store/unit-of-work';
import { recordGameNotCreated } from '../tournaments/tournament-results';

const SYSTEM = { kind: 'system' as const, service: 'matchmaking' };

interface OwedRow {
  game_id: string;
  ruleset_id: string;
  seats: unknown[];
  options: unknown;
  clock: unknown;
}

/** The engine's answer to the game's CreateGame (the first one, however often it is sent). */
function createGame(commands: CommandClient, g: OwedRow): Promise<CommandResult> {
  return commands.send(
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
}

/**
 * Sends the games matchmaking owes the engine and marks those it accepted. The command id is
 * the game's, so sending again after a crash answers with the first result. A sweep sends what
 * is owed and not already with the engine, without waiting for earlier answers: at load a
 * matcher pass owes games every few hundred milliseconds, and a sweep that waited for the
 * engine to answer a hundred games held the next pass's games back as long. Answers are marked
 * a batch at a time (one statement for all that came in meanwhile).
 *
 * A refusal (other than ALREADY_EXISTS, an earlier send's success) is final: the engine answers
 * the same command id with the same refusal, and sending it again every sweep held a tournament
 * round open for ever. The game is marked refused and logged, and a tournament game is recorded
 * in its tournament as not played, so the round can close.
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
    private readonly store: EventStore,
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
       WHERE NOT created AND refused IS NULL AND game_id <> ALL($1::text[]) ORDER BY queued_at LIMIT 500`,
      [[...this.sent]],
    );
    for (const g of rows) {
      this.sent.add(g.game_id);
      void createGame(this.commands, g)
        .then((result) =>
          result.status === 'accepted' || result.code === 'ALREADY_EXISTS'
            ? this.mark(g.game_id)
            : this.refused(g.game_id, `${result.code}: ${result.message}`),
        )
        .catch((error: unknown) => {
          this.sent.delete(g.game_id);
          this.onError(error);
        });
    }
  }

  private mark(gameId: string): void {
    void this.marks.add(gameId);
  }

  /** Marks the game refused and tells its tournament, in one transaction; a round paired by that is owed at once. */
  private async refused(gameId: string, refusal: string): Promise<void> {
    this.onError(new Error(`the engine refused to create game ${gameId}, which is not sent again: ${refusal}`));
    const paired = await transact(this.db, this.store, SYSTEM, undefined, async (uow) => {
      await uow.query(`UPDATE games_to_create SET refused = $2 WHERE game_id = $1`, [gameId, refusal]);
      return recordGameNotCreated(uow, gameId, refusal, new Date().toISOString());
    });
    this.sent.delete(gameId);
    if (paired) void this.sweep();
  }
}
