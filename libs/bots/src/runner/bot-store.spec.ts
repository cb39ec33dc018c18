import { freshSchema, uniqueName, type FreshSchema } from '@empires/testing';
import type { BotGame } from '../bot-game';
import { BotStore } from './bot-store';
import { botRunnerDatabase } from './database';

/** A game as far as the store looks at it: id, version, and whether it is still played. */
const game = (gameId: string, version: number, status: 'playing' | 'finished'): BotGame =>
  ({ gameId, version, bots: [], views: [{ status, version }] }) as unknown as BotGame;

describe("the bot-runner's store", () => {
  let database: FreshSchema;
  let store: BotStore;

  beforeAll(async () => {
    database = await freshSchema('bots_unit', botRunnerDatabase);
    store = new BotStore(database.db);
  });
  afterAll(() => database.drop());

  it('keeps the stored game further along: an older save of it changes nothing', async () => {
    const id = uniqueName('g');
    await store.save([game(id, 7, 'playing')]);
    await store.save([game(id, 5, 'playing')]);
    expect((await store.load([id])).map((g) => g.version)).toEqual([7]);
    await store.save([game(id, 9, 'playing')]);
    expect((await store.load([id])).map((g) => g.version)).toEqual([9]);
  });

  it('hands a restarted runner the games still in play, and none that ended', async () => {
    const [playing, over] = [uniqueName('g'), uniqueName('g')];
    await store.save([game(playing, 3, 'playing'), game(over, 3, 'finished')]);
    const active = (await store.active()).map((g) => g.gameId);
    expect(active).toContain(playing);
    expect(active).not.toContain(over);
  });
});
