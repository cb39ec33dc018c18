import { randomUUID } from 'node:crypto';
import type { CommandResult } from '@empires/contracts';
import { engineDatabase, EventStore } from '@empires/eventstore';
import { rulesetRegistry } from '@empires/rulesets';
import { diceRace, freshSchema, uniqueName, type FreshSchema } from '@empires/testing';
import { CommandProcessor, type RawCommand } from './command-processor';
import { GameRepository } from './game-repository';

describe('the command processor on the event store', () => {
  const registry = rulesetRegistry([diceRace]);
  const alice = { kind: 'player' as const, playerId: 'alice' };
  let database: FreshSchema;
  let store: EventStore;

  beforeAll(async () => {
    database = await freshSchema('engine_unit', engineDatabase);
    store = new EventStore(database.db);
  });
  afterAll(() => database.drop());

  const processor = () => new CommandProcessor(store, new GameRepository(store, registry), registry);
  const command = (
    streamId: string,
    type: string,
    payload: object,
    commandId: string = randomUUID(),
    actor: { kind: 'player'; playerId: string } = alice,
  ): RawCommand => {
    const value = { commandId, streamId, type, payload, actor };
    return { value, bytes: JSON.stringify(value).length };
  };
  const create = (gameId: string, commandId?: string) =>
    command(
      gameId,
      'CreateGame',
      {
        ruleset: 'dice-race',
        seats: [{ kind: 'player', playerId: 'alice' }, { kind: 'open' }, { kind: 'open' }],
        options: { target: 10_000 },
      },
      commandId,
    );
  const accepted = (r: CommandResult) => {
    if (r.status !== 'accepted') throw new Error(`${r.code}: ${r.message}`);
    return r;
  };

  it('answers a repeated command id with its first result, having written it once', async () => {
    const gameId = uniqueName('g');
    const commandId = randomUUID();
    const [first] = await processor().process([create(gameId, commandId)]);
    const [again] = await processor().process([create(gameId, commandId)]);
    expect(again).toEqual(first);
    expect(accepted(first).events.map((e) => e.type)).toEqual(['GameCreated']);
    expect(await store.streamVersion(gameId)).toBe(1);
  });

  it('decides again from the store when another instance wrote the game meanwhile', async () => {
    const gameId = uniqueName('g');
    const mine = processor();
    await mine.process([create(gameId)]);
    const join = (playerId: string) => command(gameId, 'JoinSeat', {}, randomUUID(), { kind: 'player', playerId });
    // Another instance seats bob while this one holds the game at version 1, seat 1 still open.
    accepted((await processor().process([join('bob')]))[0]);
    const [late] = await mine.process([join('carol')]);
    expect(accepted(late).version).toBe(3);
    expect(accepted(late).events.map((e) => [e.type, (e.payload as { seat: number }).seat])).toEqual([
      ['SeatTaken', 2],
    ]);
  });

  it('refuses a command of no known type (BAD_USER_INPUT) and records the answer', async () => {
    const gameId = uniqueName('g');
    const bad = command(gameId, 'Teleport', {});
    const [result] = await processor().process([bad]);
    expect(result).toMatchObject({ status: 'rejected', code: 'BAD_USER_INPUT' });
    expect(await store.commandResult((bad.value as { commandId: string }).commandId)).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect(await store.streamVersion(gameId)).toBeUndefined();
  });
});
