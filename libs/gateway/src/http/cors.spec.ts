import { corsOrigins } from './cors';

describe('allowed browser origins', () => {
  it('allows the listed origins exactly', () => {
    const allowed = corsOrigins('https://play.example.org, https://watch.example.org', false);
    expect(allowed('https://play.example.org')).toBe(true);
    expect(allowed('https://watch.example.org')).toBe(true);
    expect(allowed('https://play.example.org.evil.net')).toBe(false);
    expect(allowed('http://play.example.org')).toBe(false);
  });

  it('allows loopback origins in development only', () => {
    expect(corsOrigins(undefined, true)('http://localhost:5173')).toBe(true);
    expect(corsOrigins(undefined, true)('http://127.0.0.1:4000')).toBe(true);
    expect(corsOrigins(undefined, true)('http://localhost.evil.net')).toBe(false);
    expect(corsOrigins(undefined, false)('http://localhost:5173')).toBe(false);
  });
});
