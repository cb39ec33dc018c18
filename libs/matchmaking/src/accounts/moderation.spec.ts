import type { Role } from '@empires/contracts';
import { uniqueName } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';

describe('moderation', () => {
  let mm: TestMatchmaking;
  beforeAll(async () => (mm = await freshMatchmaking()));
  afterAll(() => mm.drop());

  async function player(name: string, roles: Role[] = []): Promise<string> {
    const id = uniqueName(name);
    await mm.ok(id, { type: 'SaveProfile', payload: {} });
    await mm.db.query(`UPDATE players SET roles = $2 WHERE player_id = $1`, [id, roles]);
    return id;
  }
  const moderate = (by: string, action: string, playerId: string, hours?: number) =>
    mm.codeOf(by, {
      type: 'Moderate',
      payload: { action, playerId, reason: 'test', ...(hours === undefined ? {} : { hours }) },
    } as never);
  const post = (by: string) => mm.codeOf(by, { type: 'PostChatMessage', payload: { channel: 'lobby', body: 'hello' } });

  it('a banned player posts no chat message, whatever a token still in flight says', async () => {
    const [admin, dan] = await Promise.all([player('Admin', ['admin']), player('Dan')]);
    expect(await post(dan)).toBe('OK');
    expect(await moderate(admin, 'ban', dan, 1)).toBe('OK');
    expect(await post(dan)).toBe('FORBIDDEN');
  });

  it('only an admin moderates a moderator', async () => {
    const [admin, mo, max] = await Promise.all([
      player('Admin', ['admin']),
      player('Mo', ['moderator']),
      player('Max', ['moderator']),
    ]);
    expect(await moderate(mo, 'ban', max)).toBe('FORBIDDEN');
    expect(await moderate(mo, 'mute', max, 1)).toBe('FORBIDDEN');
    expect(await moderate(admin, 'mute', max, 1)).toBe('OK');
  });

  it('hours of 0 are refused, not read as for good', async () => {
    const [mo, pat] = await Promise.all([player('Mo', ['moderator']), player('Pat')]);
    expect(await moderate(mo, 'mute', pat, 0)).toBe('BAD_USER_INPUT');
  });
});
