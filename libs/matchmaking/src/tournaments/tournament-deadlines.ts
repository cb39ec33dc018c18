import type { Database } from '@empires/database';
import type { EventStore } from '@empires/eventstore';
import type { DueDeadline } from '@empires/scheduler';
import { decide, isRefusal } from '@empires/tournaments';
import { transact } from '../store/unit-of-work';
import { loadTournament, saveTournament } from './tournament-stream';

const SYSTEM = { kind: 'system' as const, service: 'matchmaking' };
const PREFIX = 'tournament:';

/** The deadlines matchmaking keeps are its tournaments' (`nextDeadline`). */
export const isTournamentStream = (streamId: string): boolean => streamId.startsWith(PREFIX);

/**
 * Tells each tournament whose deadline has come what time it is (`RunSchedule`), each in a
 * transaction on the locked stream. Told twice, the second decides nothing; a deadline that
 * decided nothing (the organizer acted first, say) is cleared.
 */
export async function fireTournamentDeadlines(
  db: Database,
  store: EventStore,
  due: readonly DueDeadline[],
  now: () => Date = () => new Date(),
): Promise<void> {
  for (const d of due.filter((x) => isTournamentStream(x.streamId))) {
    await transact(db, store, SYSTEM, undefined, async (uow) => {
      const tournamentId = d.streamId.slice(PREFIX.length);
      const before = await loadTournament(uow, tournamentId);
      const events = decide(before, { type: 'RunSchedule', at: now().toISOString() });
      if (isRefusal(events) || events.length === 0) {
        await uow.query(`DELETE FROM deadlines WHERE stream_id = $1 AND fire_at <= $2`, [d.streamId, d.fireAt]);
        return;
      }
      await saveTournament(uow, before, events);
    });
  }
}
