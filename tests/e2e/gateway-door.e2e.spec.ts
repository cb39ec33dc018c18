import { getIntrospectionQuery } from 'graphql';
import { gatewayStack, type GatewayStack } from './support/gateway-stack';

const REGISTRATIONS_PER_MINUTE = 60;

describe('gateway: the door (limits, rate limits, headers)', () => {
  let s: GatewayStack;
  let url: string;

  beforeAll(async () => {
    s = await gatewayStack();
    url = `http://127.0.0.1:${s.gateway.port}/graphql`;
  });
  afterAll(() => s?.close());

  const post = (query: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const codeOf = async (response: Response) =>
    ((await response.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;

  it('says nothing of what it runs on, and sends the usual security headers', async () => {
    const response = await post('{ serverInfo { version } }');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age');
  });

  it('answers one introspection, but not the same one aliased until it is megabytes (QUERY_TOO_COMPLEX)', async () => {
    const plain = await post(getIntrospectionQuery());
    expect(plain.status).toBe(200);
    const size = (await plain.text()).length;
    const inner = getIntrospectionQuery().replace(/^\s*query IntrospectionQuery \{\s*__schema/, '');
    const fragments = inner.slice(inner.indexOf('fragment'));
    const selection = inner.slice(0, inner.indexOf('fragment')).trim().replace(/\}$/, '');
    const aliased = `query { ${Array.from({ length: 50 }, (_, i) => `s${i}: __schema ${selection}`).join(' ')} } ${fragments}`;
    const refused = await (await post(aliased)).text();
    expect(JSON.parse(refused).errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(refused.length).toBeLessThan(2 * size);
  });

  it('refuses too many aliases, and too many tokens, before resolving anything', async () => {
    const aliases = `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: serverInfo { version }`).join(' ')} }`;
    expect(await codeOf(await post(aliases))).toBe('QUERY_TOO_COMPLEX');
    const tokens = `{ serverInfo { ${'version '.repeat(6_000)} } }`;
    const answer = await post(tokens);
    expect(answer.status).toBe(400);
    expect(await codeOf(answer)).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('rate-limits a burst of 300 registrations from one address (RATE_LIMITED, HTTP 429, a retry hint)', async () => {
    const register = (i: number) => post(`mutation { register(name: "burst${i}") { token } }`);
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => register(i)));
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.length - limited.length).toBe(REGISTRATIONS_PER_MINUTE);
    expect(limited[0].headers.get('retry-after')).toMatch(/^\d+$/);
    const body = (await limited[0].json()) as { errors: { extensions: { code: string; retryAfterMs: number } }[] };
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(body.errors[0].extensions.retryAfterMs).toBeGreaterThan(0);
  });
});
