import { randomUUID } from 'node:crypto';
import type { CommandResult } from '@empires/contracts';
import { engineDatabase, EventStore } from '@empires/eventstore';
import { rulesetRegistry } from '@empires/rulesets';
import { diceRace, freshSchema, uniqueName, type FreshSchema } from '@empires/testing';
import { CommandProcessor, type RawCommand } from './command-processor';
import { GameRepository } from './game-repository';
import { timeoutCommand } from './timeout-command';

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

  it('decides a deadline refused TOO_EARLY again when it is told again, and times the seat out then', async () => {
    const gameId = uniqueName('g');
    const T0 = Date.parse('2026-11-25T12:00:00.000Z');
    let now = T0;
    // Each instance's own clock: the one that decides a deadline may read behind the scheduler's.
    const at = () => new CommandProcessor(store, new GameRepository(store, registry), registry, () => new Date(now));
    const system = { kind: 'system', service: 'engine' };
    const [created] = await at().process([
      {
        value: {
          commandId: randomUUID(),
          streamId: gameId,
          type: 'CreateGame',
          actor: system,
          payload: {
            ruleset: 'dice-race',
            seats: [
              { kind: 'player', playerId: 'alice' },
              { kind: 'player', playerId: 'bob' },
            ],
            options: { target: 50 },
            start: true,
            clock: { control: { kind: 'perMove', moveMs: 1_000, reserveMs: 0 }, policy: { onTimeout: 'bot' } },
          },
        },
        bytes: 0,
      },
    ]);
    const clock = accepted(created).events.find((e) => e.type === 'ClockChanged');
    const deadline = new Date((clock?.payload as { deadline: string }).deadline);
    const told = () => ({ value: timeoutCommand(gameId, deadline).value, bytes: 0 });

    now = deadline.getTime() - 5;
    const [early] = await at().process([told()]);
    expect(early).toMatchObject({ status: 'rejected', code: 'TOO_EARLY' });
    expect(await store.commandResult(timeoutCommand(gameId, deadline).value.commandId)).toBeUndefined();

    now = deadline.getTime() + 5_000; // the scheduler's resend
    const [again] = await at().process([told()]);
    expect(accepted(again).events.map((e) => e.type)).toContain('SeatTimedOut');
  });
});
