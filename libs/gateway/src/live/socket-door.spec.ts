import { GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql';
import { makeServer } from 'graphql-ws';
import type { TokenGrant } from '@empires/contracts';
import { AccessTokens } from '../auth/access-tokens';
import { Authenticator } from '../auth/authenticator';
import { Connections } from '../auth/connections';
import { Revocations } from '../auth/revocations';
import { newPersonalToken } from '../auth/secrets';
import { RateLimits, rateLimitsPlugin } from '../limits/rate-limits';
import { SocketLimits } from '../limits/socket-limits';
import { SubscriptionCount } from '../observability/subscription-count';
import { socketDoor } from './socket-door';

const SIGN_INS_PER_MINUTE = 3;
let signIns = 0;
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString, resolve: () => 'ok' } } }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: { signIn: { type: GraphQLString, resolve: () => `try ${++signIns}` } },
  }),
});

/** The gateway's graphql-ws door around a small schema; a personal token is let in when `grant` says. */
function door(connectionsPerAddress = 100) {
  const auth = new Authenticator(
    new AccessTokens('a-test-secret-of-at-least-thirty-two-characters', 900),
    new Revocations(60_000),
  );
  // The look-up of a personal token answers once the test says: a connection can leave meanwhile.
  let grant: (found: TokenGrant) => void = () => undefined;
  const granted = new Promise<TokenGrant>((resolve) => (grant = resolve));
  auth.lookUpTokensWith(() => granted);
  const rateLimits = new RateLimits({
    registrationsPerMinute: SIGN_INS_PER_MINUTE,
    mutationsPerSecond: 0,
    chatMessagesPer10Seconds: 0,
  });
  const hooks = socketDoor({
    auth,
    connections: new Connections(auth),
    sockets: new SocketLimits({ connectionsPerAddress, subscriptionsPerConnection: 0 }),
    rateLimits,
    subscriptions: new SubscriptionCount(),
    schema: () => schema,
  });
  return { server: makeServer({ schema, ...hooks }), rateLimits, grant };
}

/** A graphql-ws connection as the `ws` adapter opens one, from `address`. */
function connect(server: ReturnType<typeof makeServer>, address = '203.0.113.7') {
  const replies: { type: string; id?: string; payload?: unknown }[] = [];
  const closes: number[] = [];
  let onMessage: (data: string) => Promise<void> = async () => undefined;
  const socket = {
    protocol: 'graphql-transport-ws',
    send: async (message: string) => void replies.push(JSON.parse(message) as (typeof replies)[number]),
    close: (code: number) => void closes.push(code),
    onMessage: (listener: (data: string) => Promise<void>) => void (onMessage = listener),
  };
  const closed = server.opened(socket, { socket, request: { socket: { remoteAddress: address } } });
  const send = (message: object) => onMessage(JSON.stringify(message));
  return { replies, closes, closed, send };
}

const TOKEN = newPersonalToken();
const GRANT: TokenGrant = {
  playerId: 'p_1',
  name: 'Ada',
  guest: false,
  bot: false,
  roles: [],
  tokenId: TOKEN.tokenId,
  scopes: ['play'],
};

describe('the graphql-ws door', () => {
  beforeEach(() => (signIns = 0));

  it("gives back the address's slot of a connection that left while its token was being checked", async () => {
    const { server, grant } = door(1);
    const leaving = connect(server);
    const init = leaving.send({ type: 'connection_init', payload: { authorization: `Bearer ${TOKEN.token}` } });
    await leaving.closed(1006, 'gone');
    grant(GRANT);
    await init;
    expect(leaving.replies).toEqual([]); // never acknowledged

    const next = connect(server);
    await next.send({ type: 'connection_init', payload: { authorization: `Bearer ${TOKEN.token}` } });
    expect(next.closes).toEqual([]);
    expect(next.replies).toEqual([{ type: 'connection_ack' }]);
  });

  it('gives back the slot of every connection that closes once let in', async () => {
    const { server, grant } = door(1);
    grant(GRANT);
    for (let i = 0; i < 3; i++) {
      const c = connect(server);
      await c.send({ type: 'connection_init', payload: { authorization: `Bearer ${TOKEN.token}` } });
      expect(c.replies).toEqual([{ type: 'connection_ack' }]);
      await c.closed(1000, 'done');
    }
  });

  it('rate-limits sign-ins over graphql-ws as over HTTP (RATE_LIMITED, the connection left open)', async () => {
    const { server } = door();
    const c = connect(server, '198.51.100.1');
    await c.send({ type: 'connection_init', payload: {} });
    for (let i = 0; i < 10; i++)
      await c.send({ type: 'subscribe', id: `in ${i}`, payload: { query: 'mutation { ... on Mutation { signIn } }' } });
    const limited = c.replies.filter((r) => r.type === 'error');
    expect({ executed: signIns, limited: limited.length }).toEqual({ executed: SIGN_INS_PER_MINUTE, limited: 7 });
    expect(limited[0].payload).toEqual([
      expect.objectContaining({ extensions: { code: 'RATE_LIMITED', retryAfterMs: expect.any(Number) } }),
    ]);
    await c.send({ type: 'subscribe', id: 'read', payload: { query: '{ ok }' } });
    expect(c.replies).toContainEqual({ type: 'next', id: 'read', payload: { data: { ok: 'ok' } } });
    expect(c.closes).toEqual([]);
  });

  it("counts an address's sign-ins over both doors against one allowance", async () => {
    const { server, rateLimits } = door();
    const http = await rateLimitsPlugin(rateLimits).requestDidStart?.({} as never);
    const document = parse('mutation { signIn }');
    for (let i = 0; i < SIGN_INS_PER_MINUTE; i++)
      await http?.didResolveOperation?.({
        document,
        operation: document.definitions[0],
        contextValue: { address: '192.0.2.9' },
      } as never);
    const c = connect(server, '192.0.2.9');
    await c.send({ type: 'connection_init', payload: {} });
    await c.send({ type: 'subscribe', id: 'in', payload: { query: 'mutation { signIn }' } });
    expect(signIns).toBe(0);
    expect(c.replies).toContainEqual(expect.objectContaining({ type: 'error', id: 'in' }));
  });
});
