import { AccessTokens } from './access-tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const claims = { playerId: 'p_1', name: 'Ada', guest: false, bot: false, roles: [], sessionId: 's_1' } as const;

describe('access tokens', () => {
  it('name the player and session they were issued for, until they expire', async () => {
    let now = Date.UTC(2026, 0, 1);
    const tokens = new AccessTokens(SECRET, 900, () => now);
    const { token, expiresAt } = await tokens.issue(claims);
    expect(expiresAt.getTime()).toBe(now + 900_000);
    expect(await tokens.verify(token)).toMatchObject({ ...claims, expiresAt: now / 1000 + 900 });
    now += 899_000;
    expect(await tokens.verify(token)).toMatchObject({ playerId: 'p_1' });
    now += 2_000;
    expect(await tokens.verify(token)).toBe('expired');
  });

  it('are refused when signed with another secret or altered', async () => {
    const tokens = new AccessTokens(SECRET, 900);
    const { token } = await tokens.issue(claims);
    expect(await new AccessTokens(`${SECRET}!`, 900).verify(token)).toBe('invalid');
    const [header, body, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: 'p_2' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBe('invalid');
    expect(await tokens.verify('not a token')).toBe('invalid');
  });
});
