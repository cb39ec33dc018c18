import { createHash, randomUUID } from 'node:crypto';
import type { Actor, CommandResult } from '@empires/contracts';
import { verifyGame } from '@empires/engine-core';
import { RulesetRegistry } from '@empires/rules-kernel';
import { diceRace, uniqueName, waitFor } from '@empires/testing';
import { accepted, startDiceRace } from './support/dice-race';
import { engineStack, type EngineStack } from './support/engine-stack';

const alice: Actor = { kind: 'player', playerId: 'alice' };
const bob: Actor = { kind: 'player', playerId: 'bob' };
const codeOf = (r: CommandResult) => (r.status === 'rejected' ? r.code : 'ACCEPTED');

describe('engine: games over Kafka and PostgreSQL', () => {
  let stack: EngineStack;

  beforeAll(async () => {
    stack = await engineStack();
    await stack.base.startEngine();
  });

  afterAll(() => stack?.close());

  const soloGame = (target = 10_000) =>
    startDiceRace(stack.commands, [{ kind: 'player', playerId: 'alice' }], target, alice);
  const roll = (gameId: string, options: { commandId?: string; expectedVersion?: number } = {}) =>
    stack.commands.send(
      gameId,
      'SubmitAction',
      { seat: 0, action: { type: 'Roll' }, expectedVersion: options.expectedVersion },
      alice,
      { commandId: options.commandId },
    );

  it('creates, starts and plays a game, answering each move with its events and version', async () => {
    const { gameId, version } = await soloGame();
    expect(version).toBe(4); // created, started, RaceStarted, SecretDealt
    const moved = accepted(await roll(gameId));
    expect(moved.version).toBe(5);
    expect(moved.events.map((e) => [e.seq, e.type])).toEqual([[5, 'Rolled']]);
    expect(moved.events[0].ruleset).toBe('dice-race@1.0.0');
    expect(moved.events[0]).not.toHaveProperty('rng');
    expect((await stack.base.store.readStream(gameId)).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers a repeated command id with the first result and applies it once', async () => {
    const { gameId } = await soloGame();
    const commandId = randomUUID();
    const first = await roll(gameId, { commandId });
    const again = await roll(gameId, { commandId });
    expect(again).toEqual(first);
    expect(await stack.base.store.streamVersion(gameId)).toBe(5);
  });

  it('answers a command id whose result was stored whole, as results were kept before, with that result', async () => {
    const { gameId } = await soloGame();
    const first = accepted(await roll(gameId));
    const commandId = randomUUID();
    const whole = { ...first, commandId };
    await stack.base.engineDb.query(
      `INSERT INTO processed_commands (command_id, stream_id, result) VALUES ($1, $2, $3::jsonb)`,
      [commandId, gameId, JSON.stringify(whole)],
    );
    expect(await roll(gameId, { commandId })).toEqual(whole);
    expect(await stack.base.store.streamVersion(gameId)).toBe(5);
  });

  it('rejects bad input with a typed code and changes nothing', async () => {
    const { gameId } = await soloGame();
    expect(codeOf(await roll(uniqueName('nothing')))).toBe('NOT_FOUND');
    expect(codeOf(await stack.commands.send(gameId, 'SubmitAction', { seat: 0, action: { type: 'Roll' } }, bob))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await stack.commands.send(gameId, 'SubmitAction', { seat: 'x' }, alice))).toBe('BAD_USER_INPUT');
    expect(codeOf(await stack.commands.send(gameId, 'Teleport', {}, alice))).toBe('BAD_USER_INPUT');
    expect(codeOf(await stack.commands.send(gameId, 'SubmitAction', { seat: 0, action: { type: 'Fly' } }, alice))).toBe(
      'UNKNOWN_COMMAND',
    );
    expect(
      codeOf(
        await stack.commands.send(
          gameId,
          'SubmitAction',
          { seat: 0, action: { type: 'Roll', junk: 'x'.repeat(70_000) } },
          alice,
        ),
      ),
    ).toBe('PAYLOAD_TOO_LARGE');
    expect(codeOf(await roll(gameId, { expectedVersion: 2 }))).toBe('VERSION_CONFLICT');
    expect(await stack.base.store.streamVersion(gameId)).toBe(4);
  });

  it('lets exactly one of two moves at the same expected version win', async () => {
    const { gameId, version } = await soloGame();
    const ids = [randomUUID(), randomUUID()];
    const results = Promise.all(ids.map((id) => stack.commands.wait(id)));
    await stack.commands.post(
      ids.map((commandId) =>
        stack.commands.envelope(
          gameId,
          'SubmitAction',
          { seat: 0, action: { type: 'Roll' }, expectedVersion: version },
          alice,
          { commandId },
        ),
      ),
    );
    const codes = (await results).map(codeOf).sort();
    expect(codes).toEqual(['ACCEPTED', 'VERSION_CONFLICT']);
    expect(await stack.base.store.streamVersion(gameId)).toBe(version + 1);
  });

  it('publishes the seed at the end, and re-running the stream with it reproduces every roll', async () => {
    const { gameId } = await soloGame(12);
    let last: CommandResult;
    do last = accepted(await roll(gameId));
    while (!last.events.some((e) => e.type === 'GameFinished'));

    const stream = await waitFor(() => {
      const mine = stack.published.filter((e) => e.streamId === gameId);
      return mine.some((e) => e.type === 'SeedRevealed') && mine;
    });
    const secret = (stream.find((e) => e.type === 'SeedRevealed')!.payload as { secret: string }).secret;
    const seedHash = (stream[0].payload as { seedHash: string }).seedHash;
    expect(createHash('sha256').update(secret).digest('hex')).toBe(seedHash);

    const registry = new RulesetRegistry([diceRace]);
    expect(verifyGame(registry, stream, secret)).toEqual([]);
    const forged = stream.map((e) =>
      e.type === 'Rolled' && e.seq === 5 ? { ...e, payload: { ...(e.payload as object), die: 7 } } : e,
    );
    expect(verifyGame(registry, forged, secret)[0]).toBe('seq 5: re-running Rolled gave other events');
  });

  it('publishes every event to the events topic in order, keyed by game', async () => {
    const { gameId } = await soloGame();
    for (let i = 0; i < 5; i++) accepted(await roll(gameId));
    const mine = await waitFor(() => {
      const m = stack.published.filter((e) => e.streamId === gameId);
      return m.length >= 9 && m;
    });
    expect(mine.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(mine.every((e) => !('rng' in e))).toBe(true);
  });
});
