import fc from 'fast-check';
import { once } from 'node:events';
import { getIntrospectionQuery } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { waitFor } from '@empires/testing';
import { gatewayStack } from './support/gateway-stack';
import { suiteStack } from './support/suite-stack';

const REGISTRATIONS_PER_MINUTE = 60;

describe('gateway: the door (limits, rate limits, headers)', () => {
  const s = suiteStack(() => gatewayStack());
  let url: string;

  beforeAll(async () => {
    url = `http://127.0.0.1:${s.gateway.port}/graphql`;
  });

  const post = (query: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  /** A new player and the dice race it created, its second seat open. */
  const withOpenGame = async (name: string) => {
    const player = await s.player(name);
    const { createGame } = await player.data<{ createGame: { id: string } }>(
      `mutation { createGame(input: { ruleset: "dice-race", seats: [{ kind: ME }, { kind: OPEN }] }) { id } }`,
    );
    return { player, gameId: createGame.id };
  };
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

  it('answers 400 fuzzed requests (bodies, documents, variables) with typed errors: no 5xx, nothing changed', async () => {
    const { player, gameId } = await withOpenGame('fuzzer');
    const before = await player.data(`query($g: ID!) { game(id: $g) { version seats { kind } } }`, { g: gameId });
    const operations = [
      `mutation($input: SubmitActionInput!) { submitAction(input: $input) { version } }`,
      `mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`,
      `mutation($g: ID!, $seat: Int!) { reclaimSeat(gameId: $g, seat: $seat) { version } }`,
      `query($id: ID!, $at: Int) { game(id: $id) { view(atSeq: $at) { seq } } }`,
    ];
    const body = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record({
          query: fc.constantFrom(...operations),
          variables: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue()),
        })
        .map((r) => JSON.stringify(r)),
      fc
        .record({
          query: fc.constant(operations[0]),
          variables: fc.record({
            input: fc.record({ gameId: fc.constant(gameId), seat: fc.integer(), action: fc.anything() }),
          }),
        })
        .map((r) => JSON.stringify(r)),
    );
    const samples = fc.sample(body, { numRuns: 400, seed: 24 });
    for (const sample of samples) {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: sample,
      });
      if (answer.status >= 500) throw new Error(`HTTP ${answer.status} for ${sample}`);
      const json = (await answer.json().catch(() => ({}))) as { errors?: { extensions?: { code?: string } }[] };
      for (const error of json.errors ?? []) expect(error.extensions?.code).toMatch(/^[A-Z_]+$/);
    }
    expect(await player.data(`query($g: ID!) { game(id: $g) { version seats { kind } } }`, { g: gameId })).toEqual(
      before,
    );
  });

  it('refuses over graphql-ws what it refuses over HTTP, with the same codes, and the connection stays open', async () => {
    const { player, gameId } = await withOpenGame('socket checks');
    const client = createClient({
      url: `ws://127.0.0.1:${s.gateway.port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${player.token}` },
      retryAttempts: 0,
    });
    const first = (query: string) =>
      new Promise<string>((resolve) => {
        const stop = client.subscribe(
          { query, variables: { g: gameId } },
          {
            next: () => (stop(), resolve('event')),
            error: (e) => resolve(JSON.stringify(e)),
            complete: () => resolve('complete'),
          },
        );
      });
    const tokens = await first(`subscription($g: ID!) { gameEvents(gameId: $g) { ${'seq '.repeat(6_000)} } }`);
    expect(tokens).toContain('GRAPHQL_PARSE_FAILED');
    const misspelt = JSON.parse(await first(`subscription($g: ID!) {\n  gameEvents(gameId: $g) { sequence }\n}`)) as {
      extensions: { code: string };
      locations: unknown;
    }[];
    expect(misspelt[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' }, locations: [{ line: 2 }] });
    expect(await first(`subscription($g: ID!) { gameEvents(gameId: $g) { seq } }`)).toBe('event');
    await client.dispose();
  });

  it('holds a graphql-ws message to the HTTP body limit, and takes no socket on another path', async () => {
    const { player, gameId } = await withOpenGame('long messages');
    const socket = new WebSocket(`ws://127.0.0.1:${s.gateway.port}/graphql`, 'graphql-transport-ws');
    const replies: { type: string; id?: string }[] = [];
    socket.on('message', (data) => replies.push(JSON.parse(String(data)) as { type: string; id?: string }));
    const closed = once(socket, 'close');
    await once(socket, 'open');
    const send = (message: object) => socket.send(JSON.stringify(message));
    send({ type: 'connection_init', payload: { authorization: `Bearer ${player.token}` } });
    await waitFor(() => replies.some((r) => r.type === 'connection_ack'), 10_000, 'the connection acknowledged');
    const follow = (id: string, padding: number) =>
      send({
        id,
        type: 'subscribe',
        payload: {
          query: `subscription($g: ID!) { gameEvents(gameId: $g) { seq } }`,
          variables: { g: gameId, padding: 'x'.repeat(padding) },
        },
      });
    follow('within', 60_000);
    await waitFor(
      () => replies.some((r) => r.type === 'next' && r.id === 'within'),
      10_000,
      'an event under the limit',
    );
    follow('beyond', 70_000);
    const outcome = await Promise.race([
      closed.then(([code]) => `closed ${String(code)}`),
      waitFor(() => replies.some((r) => r.id === 'beyond'), 15_000, 'an answer or a close').then(() => 'answered'),
    ]);
    expect(outcome).toBe('closed 1009'); // message too big

    const elsewhere = new WebSocket(`ws://127.0.0.1:${s.gateway.port}/elsewhere`);
    const [error] = (await once(elsewhere, 'error')) as [Error];
    expect(error.message).toMatch(/socket hang up|ECONNRESET/);
  });

  it('holds at most 50 subscriptions on a connection and 100 connections from an address', async () => {
    const { player, gameId } = await withOpenGame('watcher');
    const connect = () =>
      createClient({
        url: `ws://127.0.0.1:${s.gateway.port}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${player.token}` },
        lazy: false,
        retryAttempts: 0,
      });
    const one = connect();
    const outcomes: Promise<string>[] = [];
    const stops: (() => void)[] = [];
    for (let i = 0; i < 51; i++)
      outcomes.push(
        new Promise((resolve) => {
          stops.push(
            one.subscribe(
              { query: `subscription($g: ID!) { gameEvents(gameId: $g) { seq } }`, variables: { g: gameId } },
              {
                next: () => resolve('open'),
                error: (e) => resolve(JSON.stringify(e)),
                complete: () => resolve('done'),
              },
            ),
          );
        }),
      );
    const refused = await Promise.race(outcomes);
    expect(refused).toContain('RATE_LIMITED');
    expect(refused).toContain('at most 50 subscriptions');
    stops.forEach((stop) => stop());

    const clients = Array.from({ length: 100 }, connect);
    const opened = (c: ReturnType<typeof connect>) =>
      new Promise<string>((resolve) => {
        c.on('connected', () => resolve('connected'));
        c.on('closed', (event) => resolve(`closed ${(event as { code: number }).code}`));
      });
    // With the first connection still open, 99 more get in and one is refused.
    const states = await Promise.all(clients.map(opened));
    expect(states.filter((x) => x === 'connected').length).toBe(99);
    expect(states.filter((x) => x.startsWith('closed 4403')).length).toBe(1);
    await Promise.all([one, ...clients].map((c) => c.dispose()));
    // Each connection that closed is counted off its address again: a new one gets in.
    await waitFor(
      async () => {
        const again = connect();
        const state = await opened(again);
        await again.dispose();
        return state === 'connected';
      },
      15_000,
      'a connection from the same address once the others closed',
    );
  });

  it('rate-limits sign-ins sent over graphql-ws as over HTTP (RATE_LIMITED, the connection left open)', async () => {
    const client = createClient({
      url: `ws://127.0.0.1:${s.gateway.port}/graphql`,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
    });
    const answer = (query: string) =>
      new Promise<string>((resolve) => {
        client.subscribe(
          { query },
          {
            next: (r) => resolve(JSON.stringify(r)),
            error: (e) => resolve(JSON.stringify(e)),
            complete: () => undefined,
          },
        );
      });
    const answers: string[] = [];
    for (let i = 0; i < REGISTRATIONS_PER_MINUTE + 10; i++)
      answers.push(
        await answer(`mutation { ... on Mutation { signIn(name: "nobody", password: "guess ${i}") { token } } }`),
      );
    // Players registered earlier in this file came from the same address and count too.
    expect(answers.filter((a) => a.includes('too many registrations')).length).toBeGreaterThanOrEqual(10);
    expect(await answer('{ serverInfo { version } }')).toContain('version');
    await client.dispose();
  });

  it('rate-limits a burst of 300 registrations from one address (RATE_LIMITED, HTTP 429, a retry hint)', async () => {
    const register = (i: number) => post(`mutation { register(name: "burst${i}") { token } }`);
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => register(i)));
    const limited = answers.filter((a) => a.status === 429);
    // Players registered earlier in this file came from the same address and count too.
    expect(answers.length - limited.length).toBeLessThanOrEqual(REGISTRATIONS_PER_MINUTE);
    expect(limited.length).toBeGreaterThanOrEqual(300 - REGISTRATIONS_PER_MINUTE);
    expect(limited[0].headers.get('retry-after')).toMatch(/^\d+$/);
    const body = (await limited[0].json()) as { errors: { extensions: { code: string; retryAfterMs: number } }[] };
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(body.errors[0].extensions.retryAfterMs).toBeGreaterThan(0);
  });
});
