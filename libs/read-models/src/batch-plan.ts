import type { EventEnvelope } from '@empires/contracts';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { applyEnvelope, type GameRecord } from './game-record';

/** What one Kafka batch changes, decided in memory before a single write. */
export interface BatchPlan {
  /** Games whose record moved, in their new form. */
  readonly games: ReadonlyMap<string, GameRecord>;
  /** Envelopes to store, each applied exactly once. */
  readonly appended: readonly EventEnvelope[];
  /** Where each appended envelope was in the batch: its text as received is stored. */
  readonly appendedFrom: readonly number[];
  /** Games that finished in this batch: their per-player results are written once. */
  readonly finished: readonly GameRecord[];
  readonly duplicates: number;
  /** Gaps and unreadable input: logged, never applied. */
  readonly problems: readonly string[];
}

/**
 * Plans a batch against the records as stored. An event at or below the applied position is
 * a redelivery and is skipped. One beyond the next position means an ordering bug upstream:
 * it is not applied, nor anything after it, until the missing event arrives. A republished
 * run later in the same batch (at-least-once publishing) does fill the gap.
 */
export function planBatch(
  registry: RulesetRegistry,
  stored: ReadonlyMap<string, GameRecord>,
  envelopes: readonly EventEnvelope[],
): BatchPlan {
  const games = new Map<string, GameRecord>();
  const gapped = new Set<string>();
  const appended: EventEnvelope[] = [];
  const appendedFrom: number[] = [];
  const finished: GameRecord[] = [];
  const problems: string[] = [];
  let duplicates = 0;
  for (let i = 0; i < envelopes.length; i++) {
    const e = envelopes[i];
    if (!isEnvelope(e)) {
      problems.push(`unreadable event: ${JSON.stringify(e)?.slice(0, 200)}`);
      continue;
    }
    const record = games.get(e.streamId) ?? stored.get(e.streamId);
    const applied = record?.state.version ?? 0;
    if (e.seq <= applied) {
      duplicates++;
      continue;
    }
    if (e.seq !== applied + 1 || (!record && e.type !== 'GameCreated')) {
      // One line per stream and batch: a gap is followed by the rest of the run behind it.
      if (!gapped.has(e.streamId))
        problems.push(`gap in ${e.streamId}: applied ${applied}, got seq ${e.seq} (${e.type}); not applying beyond it`);
      gapped.add(e.streamId);
      continue;
    }
    const next = applyEnvelope(registry, record, e);
    if (next.state.status === 'finished' && record?.state.status !== 'finished') finished.push(next);
    games.set(e.streamId, next);
    appended.push(e);
    appendedFrom.push(i);
  }
  // A game finished and then touched again in the same batch must list its latest record.
  return {
    games,
    appended,
    appendedFrom,
    finished: finished.map((f) => games.get(f.gameId) ?? f),
    duplicates,
    problems,
  };
}

function isEnvelope(e: EventEnvelope | null): e is EventEnvelope {
  return (
    typeof e?.streamId === 'string' &&
    Number.isInteger(e.seq) &&
    e.seq > 0 &&
    typeof e.type === 'string' &&
    typeof e.occurredAt === 'string'
  );
}
