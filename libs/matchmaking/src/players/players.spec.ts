import type { PlayerView } from '@empires/contracts';
import { uniqueName } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';

describe('players', () => {
  let mm: TestMatchmaking;
  beforeAll(async () => (mm = await freshMatchmaking()));
  afterAll(() => mm.drop());

  it('keeps a profile on registration and answers it by id, with no ratings yet', async () => {
    const ann = uniqueName('Annabel');
    await mm.ok(ann, { type: 'SaveProfile', payload: {} });
    expect(await mm.ok<PlayerView>(uniqueName('asker'), { type: 'GetPlayer', payload: { playerId: ann } })).toEqual({
      playerId: ann,
      name: ann,
      guest: true,
      bot: false,
      ratings: [],
    });
    expect(await mm.codeOf(ann, { type: 'GetPlayer', payload: { playerId: 'p_nobody' } })).toBe('NOT_FOUND');
  });

  it('finds players by the beginning of their name, in any case, and nobody by a pattern in it', async () => {
    const stem = uniqueName('Zed');
    const [one, two] = [`${stem}_one`, `${stem}_two`];
    await mm.ok(one, { type: 'SaveProfile', payload: {} });
    await mm.ok(two, { type: 'SaveProfile', payload: {} });
    const found = await mm.ok<PlayerView[]>(one, { type: 'SearchPlayers', payload: { prefix: stem.toLowerCase() } });
    expect(found.map((p) => p.playerId)).toEqual([one, two]);
    expect(await mm.ok<PlayerView[]>(one, { type: 'SearchPlayers', payload: { prefix: '%' } })).toEqual([]);
    expect(await mm.ok<PlayerView[]>(one, { type: 'SearchPlayers', payload: { prefix: stem, first: 1 } })).toHaveLength(
      1,
    );
    expect(await mm.codeOf(one, { type: 'SearchPlayers', payload: { prefix: '' } })).toBe('BAD_USER_INPUT');
  });
});
