import { randomUUID } from 'node:crypto';
import type { Actor, CommandEnvelope, CommandResult, EventEnvelope } from '@empires/contracts';
import { evolveGame, noGame, type GameState } from '@empires/engine-core';
import { RulesetRegistry } from '@empires/rules-kernel';
import { diceRace, waitFor } from '@empires/testing';
import { startDiceRace } from './support/dice-race';
import { engineStack, type EngineStack } from './support/engine-stack';

const alice: Actor = { kind: 'player', playerId: 'alice' };
const registry = new RulesetRegistry([diceRace]);

describe('engine: failover and crashes', () => {
  let stack: EngineStack;
  const results = new Map<string, CommandResult>();

  beforeAll(async () => {
    stack = await engineStack((r) => results.set(r.commandId, r));
  });

  afterAll(() => stack?.close());

  const createGames = async (count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const { gameId } = await startDiceRace(stack.commands, [{ kind: 'player', playerId: 'alice' }], 1_000_000, alice);
      ids.push(gameId);
    }
    return ids;
  };
  const rolls = (gameId: string): CommandEnvelope =>
    stack.commands.envelope(gameId, 'SubmitAction', { seat: 0, action: { type: 'Roll' } }, alice, {
      commandId: randomUUID(),
    });
  /** Each game's stream as published, duplicates (allowed after a crash) removed. */
  const publishedStream = (gameId: string) => {
    const seen = new Map<number, EventEnvelope>();
    for (const e of stack.published.filter((x) => x.streamId === gameId)) if (!seen.has(e.seq)) seen.set(e.seq, e);
    return [...seen.values()];
  };

  it('shares games between two engines and hands them over when one stops, losing and reordering nothing', async () => {
    const first = await stack.base.startEngine();
    const second = await stack.base.startEngine();
    const games = await createGames(12);
    const admin = stack.base.kafka.admin();
    await admin.connect();
    const { groups } = await admin.describeGroups([`${stack.base.namespace}.engine`]);
    await admin.disconnect();
    expect(groups[0].members).toHaveLength(2);

    for (let round = 0; round < 10; round++) {
      if (round === 4) await second.stop();
      const sent = games.map(rolls);
      await stack.commands.post(sent);
      await waitFor(() => sent.every((c) => results.has(c.commandId)), 60_000, `round ${round}`);
      expect(sent.map((c) => results.get(c.commandId)!.status)).toEqual(sent.map(() => 'accepted'));
    }

    await waitFor(
      () => games.every((g) => stack.published.filter((e) => e.streamId === g).length >= 14),
      30_000,
      'all events published',
    );
    for (const g of games) {
      const mine = stack.published.filter((e) => e.streamId === g);
      expect(mine.map((e) => e.seq)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    }
    await first.stop();
  });

  it('applies every command exactly once across a kill -9 and restart, with gapless streams equal to their replay', async () => {
    const engine = await stack.base.startEngine();
    const games = await createGames(8);
    const perGame = 110;
    const sent: CommandEnvelope[] = [];
    for (let i = 0; i < perGame; i++) sent.push(...games.map(rolls));
    const before = results.size;
    // A stream of commands, so the kill lands in the middle of it however fast the engine is.
    const posting = (async () => {
      for (let i = 0; i < sent.length; i += 40) {
        await stack.commands.post(sent.slice(i, i + 40));
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await waitFor(() => results.size - before >= 150, 60_000, 'some commands processed');
    await engine.stop('SIGKILL');
    await posting;
    expect(sent.filter((c) => results.has(c.commandId)).length).toBeLessThan(sent.length);

    const restarted = await stack.base.startEngine();
    await waitFor(() => sent.every((c) => results.has(c.commandId)), 120_000, 'every command answered');
    expect(sent.every((c) => results.get(c.commandId)!.status === 'accepted')).toBe(true);

    for (const g of games) {
      const stored = await stack.base.store.readStream(g);
      expect(stored.map((e) => e.seq)).toEqual(Array.from({ length: 4 + perGame }, (_, i) => i + 1));
      expect(stored.filter((e) => e.type === 'Rolled')).toHaveLength(perGame);
      const replayed = stored.reduce<GameState>(
        (s, e) => evolveGame(registry, s, { type: e.type, payload: e.payload, rng: e.metadata.rng as number[] }),
        noGame,
      );
      const snapshot = await stack.base.store.snapshot<GameState>(g);
      expect(snapshot?.version).toBe(100);
      const atSnapshot = stored
        .slice(0, 100)
        .reduce<GameState>(
          (s, e) => evolveGame(registry, s, { type: e.type, payload: e.payload, rng: e.metadata.rng as number[] }),
          noGame,
        );
      expect(snapshot!.state).toEqual(JSON.parse(JSON.stringify(atSnapshot)));
      const dice = stored
        .filter((e) => e.type === 'Rolled')
        .reduce((sum, e) => sum + (e.payload as { die: number }).die, 0);
      expect((replayed.table!.state as { scores: number[] }).scores[0]).toBe(dice);
    }

    await waitFor(() => games.every((g) => publishedStream(g).length === 4 + perGame), 60_000, 'every event published');
    for (const g of games)
      expect(publishedStream(g).map((e) => e.seq)).toEqual(Array.from({ length: 4 + perGame }, (_, i) => i + 1));
    await restarted.stop();
  });
});
