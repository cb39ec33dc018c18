import { upcast, type CommandResult } from '@empires/contracts';
import { toEnvelope, type EventStore } from '@empires/eventstore';

type Accepted = Extract<CommandResult, { status: 'accepted' }>;

/**
 * A command's result as `processed_commands` keeps it: an accepted one without its events,
 * which the events table holds already. With them, the result was most of an append's JSON,
 * and appends went a quarter slower; only a repeated command id needs them, read back then.
 */
export type StoredResult =
  | (Omit<Accepted, 'events'> & { readonly eventCount: number })
  | Exclude<CommandResult, Accepted>;

export function toStoredResult(result: CommandResult): StoredResult {
  if (result.status !== 'accepted') return result;
  const { events, ...rest } = result;
  return { ...rest, eventCount: events.length };
}

/** The record of a command's result an append writes. */
export const recorded = (commandId: string, result: CommandResult) => ({ commandId, result: toStoredResult(result) });

/** The first results of the commands among `commandIds` seen before, each with its events. */
export async function firstResults(
  store: EventStore,
  commandIds: readonly string[],
): Promise<Map<string, CommandResult>> {
  const results = new Map<string, CommandResult>();
  for (const [commandId, stored] of await store.commandResults<StoredResult>(commandIds)) {
    // Rejections, and results stored whole before results were kept without their events.
    if (stored.status !== 'accepted') {
      results.set(commandId, stored);
      continue;
    }
    if ('events' in stored) {
      const whole = stored as Accepted;
      results.set(commandId, { ...whole, events: whole.events.map(upcast) });
      continue;
    }
    const { eventCount, ...rest } = stored;
    // A command's events are the last `eventCount` up to the version it left.
    const events = await store.readStream(stored.streamId, stored.version - eventCount, eventCount);
    results.set(commandId, { ...rest, events: events.map(toEnvelope) });
  }
  return results;
}
