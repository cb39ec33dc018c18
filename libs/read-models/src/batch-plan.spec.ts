import type { EventEnvelope } from '@empires/contracts';
import { planBatch } from './batch-plan';
import { foldStream, type GameRecord } from './game-record';
import { DiceRaceGame, registry } from './testing/dice-race-game';

const nothingStored = new Map<string, GameRecord>();
const storedAfter = (plan: ReturnType<typeof planBatch>) => new Map(plan.games);
function recordOf(plan: ReturnType<typeof planBatch>, gameId: string): GameRecord {
  const record = plan.games.get(gameId);
  if (!record) throw new Error(`no record of ${gameId}`);
  return record;
}

describe('planBatch: folding game events into records', () => {
  it('folds a whole game into the engine-core state and the facts only envelopes carry', () => {
    const game = DiceRaceGame.started(['alice', 'bob'], 8);
    game.rollUntilOver();
    const plan = planBatch(registry, nothingStored, game.events);
    const record = recordOf(plan, game.gameId);
    expect(record.state).toEqual(foldStream(registry, game.events));
    expect(record.state.status).toBe('finished');
    expect(record.createdAt).toBe(game.events[0].occurredAt);
    expect(record.startedAt).toBe(game.events[1].occurredAt);
    expect(record.finishedAt).toBe(game.events.find((e) => e.type === 'GameFinished')?.occurredAt);
    expect(record.seed).toBe('00112233445566778899aabbccddeeff');
    expect(plan.appended).toHaveLength(game.events.length);
    expect(plan.finished.map((f) => f.gameId)).toEqual([game.gameId]);
  });

  it('applies nothing when a whole batch is delivered again', () => {
    const game = DiceRaceGame.started(['alice']);
    const first = planBatch(registry, nothingStored, game.events);
    const again = planBatch(registry, storedAfter(first), game.events);
    expect(again.games.size).toBe(0);
    expect(again.appended).toEqual([]);
    expect(again.duplicates).toBe(game.events.length);
  });

  it('applies an event repeated inside one batch once', () => {
    const game = DiceRaceGame.started(['alice']);
    const [a, b, ...rest] = game.events;
    const plan = planBatch(registry, nothingStored, [a, b, b, a, ...rest]);
    expect(plan.appended.map((e) => e.seq)).toEqual(game.events.map((e) => e.seq));
    expect(plan.duplicates).toBe(2);
  });

  it('goes on from what is stored and skips what was applied before', () => {
    const game = DiceRaceGame.started(['alice']);
    const stored = storedAfter(planBatch(registry, nothingStored, game.events));
    const moved = game.roll();
    const plan = planBatch(registry, stored, [...game.events.slice(2), ...moved]);
    expect(plan.appended).toEqual(moved);
    expect(recordOf(plan, game.gameId).state).toEqual(foldStream(registry, game.events));
  });

  it('stops a stream at a gap and reports it, leaving other streams alone', () => {
    const gapped = DiceRaceGame.started(['alice']);
    const other = DiceRaceGame.started(['bob']);
    const [e1, , e3, e4] = gapped.events;
    const plan = planBatch(registry, nothingStored, [e1, e3, ...other.events, e4]);
    expect(plan.appended.filter((e) => e.streamId === gapped.gameId).map((e) => e.seq)).toEqual([1]);
    expect(recordOf(plan, gapped.gameId).state.version).toBe(1);
    expect(recordOf(plan, other.gameId).state.version).toBe(other.version);
    expect(plan.problems).toEqual([
      `gap in ${gapped.gameId}: applied 1, got seq 3 (RaceStarted); not applying beyond it`,
    ]);
  });

  it('applies a run published again behind a gap, as at-least-once publishing does', () => {
    const game = DiceRaceGame.started(['alice']);
    const [, ...afterFirst] = game.events;
    const plan = planBatch(registry, nothingStored, [...afterFirst, ...game.events]);
    expect(plan.appended).toEqual(game.events);
    expect(plan.problems).toHaveLength(1);
  });

  it('refuses a stream that does not begin with GameCreated, and unreadable input', () => {
    const game = DiceRaceGame.started(['alice']);
    const headless: EventEnvelope = { ...game.events[1], seq: 1 };
    const plan = planBatch(registry, nothingStored, [headless, null as unknown as EventEnvelope]);
    expect(plan.games.size).toBe(0);
    expect(plan.problems).toHaveLength(2);
  });
});
