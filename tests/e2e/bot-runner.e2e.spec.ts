import type { Actor, EventEnvelope } from '@empires/contracts';
import { toEnvelope } from '@empires/eventstore';
import { waitFor } from '@empires/testing';
import { startDiceRace } from './support/dice-race';
import { historyStack } from './support/history-stack';
import { startProcess, type ServiceProcess } from './support/processes';
import { suiteStack } from './support/suite-stack';

const creator: Actor = { kind: 'player', playerId: 'organiser' };

describe('bot-runner: bots play their seats through the running stack', () => {
  const h = suiteStack(() => historyStack());
  let env: Record<string, string>;

  beforeAll(async () => {
    env = { ...h.env, BOT_RUNNER_SCHEMA: `bots_${h.base.namespace}` };
    h.ownSchema(env.BOT_RUNNER_SCHEMA);
    await h.base.startEngine();
  });

  const startRunner = () => startProcess('tests/e2e/support/bot-runner-with-fixtures.ts', env);
  const events = async (gameId: string): Promise<EventEnvelope[]> =>
    (await h.base.store.readStream(gameId)).map(toEnvelope);
  const botGame = async (policies: readonly string[], target: number) => {
    const seats = policies.map((policy) => ({ kind: 'bot', policy }));
    return (await startDiceRace(h.commands, seats, target, creator)).gameId;
  };
  const finished = (gameId: string, timeoutMs = 90_000) =>
    waitFor(
      async () => (await events(gameId)).some((e) => e.type === 'GameFinished'),
      timeoutMs,
      `${gameId} to finish`,
    );
  /** Each decision (a seat at a version) may be answered by one move only. */
  const decisionsActedTwice = (stream: readonly EventEnvelope[]) => {
    const moves = stream.filter((e) => e.command !== undefined);
    const keys = moves.map(
      (e) => `${e.actor.kind === 'bot' ? e.actor.seat : '?'}@${e.causationId.split(':').slice(2, 3)}`,
    );
    return keys.length - new Set(keys).size;
  };

  it('plays a game of bot seats only to its outcome', async () => {
    const runner = await startRunner();
    try {
      const gameId = await botGame(['random', 'mcts?ms=20'], 30);
      await finished(gameId);
      const stream = await events(gameId);
      const outcome = stream.find((e) => e.type === 'GameFinished')?.payload as { outcome: { ranks: number[] } };
      expect([...outcome.outcome.ranks].sort()).toEqual([1, 2]);
      expect(stream.filter((e) => e.type === 'Rolled').every((e) => e.actor.kind === 'bot')).toBe(true);
      expect(decisionsActedTwice(stream)).toBe(0);
    } finally {
      await runner.stop();
    }
  });

  it('finishes games after the runner is killed mid-game and started again, no seat acting twice for one decision', async () => {
    let runner: ServiceProcess = await startRunner();
    // Search never resigns a race it can win (random seats would), so these games run long.
    const games = await Promise.all([
      botGame(['mcts?ms=5', 'mcts?ms=5'], 300),
      botGame(['mcts?ms=5', 'mcts?ms=5', 'random'], 300),
    ]);
    await waitFor(async () => (await events(games[0])).length > 40, 60_000, 'the bots to be well into the game');
    await runner.stop('SIGKILL');
    const stalled = (await events(games[0])).length;
    expect((await events(games[0])).some((e) => e.type === 'GameFinished')).toBe(false);
    runner = await startRunner();
    try {
      for (const gameId of games) await finished(gameId, 120_000);
      expect((await events(games[0])).length).toBeGreaterThan(stalled);
      for (const gameId of games) expect(decisionsActedTwice(await events(gameId))).toBe(0);
    } finally {
      await runner.stop();
    }
  });
});
