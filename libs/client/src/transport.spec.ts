import { isCode } from './errors';
import { RulesetsDocument } from './generated/graphql';
import { Transport } from './transport';

const transport = (answer: typeof fetch) => new Transport({ url: 'http://server.invalid', fetch: answer });

/** What a client sees when the server is restarting or a proxy speaks for it: a code it can retry on. */
describe('a server out of reach', () => {
  it('is SERVICE_UNAVAILABLE when the connection is refused', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const error = await transport(() => Promise.reject(refused))
      .request(RulesetsDocument)
      .catch((e: unknown) => e);
    expect(isCode(error, 'SERVICE_UNAVAILABLE')).toBe(true);
    expect((error as Error).message).toContain('ECONNREFUSED');
  });

  it("is SERVICE_UNAVAILABLE when a proxy answers 502 in its own words, and the server's own errors stay its own", async () => {
    const proxy = transport(async () => new Response('<html>Bad Gateway</html>', { status: 502 }));
    expect(isCode(await proxy.request(RulesetsDocument).catch((e: unknown) => e), 'SERVICE_UNAVAILABLE')).toBe(true);

    const server = transport(
      async () =>
        new Response(JSON.stringify({ errors: [{ message: 'slow down', extensions: { code: 'RATE_LIMITED' } }] }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect(isCode(await server.request(RulesetsDocument).catch((e: unknown) => e), 'RATE_LIMITED')).toBe(true);
  });

  it('is SERVICE_UNAVAILABLE when the answer is cut off', async () => {
    const cut = transport(
      async () => new Response('{"data": {"rul', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    expect(isCode(await cut.request(RulesetsDocument).catch((e: unknown) => e), 'SERVICE_UNAVAILABLE')).toBe(true);
  });
});
