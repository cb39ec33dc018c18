import { tokenSecret } from './token-secret';

describe('the token signing secret', () => {
  it('has a development default, so a fresh clone runs', () => {
    expect(tokenSecret({})).toBe('empires-development-secret');
  });

  it('has none in production: missing, the development one, or short, the gateway refuses to start', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => tokenSecret(production)).toThrow(/EMPIRES_TOKEN_SECRET/);
    expect(() => tokenSecret({ ...production, EMPIRES_TOKEN_SECRET: 'empires-development-secret' })).toThrow();
    expect(() => tokenSecret({ ...production, EMPIRES_TOKEN_SECRET: 'short' })).toThrow();
    const secret = 'x'.repeat(40);
    expect(tokenSecret({ ...production, EMPIRES_TOKEN_SECRET: secret })).toBe(secret);
  });
});
