import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildClientSchema,
  getIntrospectionQuery,
  lexicographicSortSchema,
  printSchema,
  type IntrospectionQuery,
} from 'graphql';
import { gatewayStack, type Player } from './support/gateway-stack';
import { suiteStack } from './support/suite-stack';

interface Move {
  version: number;
  events: { seq: number; type: string; payload: Record<string, unknown> }[];
}
interface Event {
  gameEvents: { seq: number; type: string; payload: Record<string, unknown> };
}

const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { id status version seats { seat kind playerId } } }`;
const JOIN = `mutation($gameId: ID!) { joinSeat(gameId: $gameId) { version } }`;
const START = `mutation($gameId: ID!) { startGame(gameId: $gameId) { version events { seq type } } }`;
const SUBMIT = `mutation($input: SubmitActionInput!) { submitAction(input: $input) { version events { seq type payload } } }`;
const GAME = `query($id: ID!) { game(id: $id) { status version toAct seats { seat playerId } } }`;
const EVENTS = `subscription($gameId: ID!, $afterSeq: Int) { gameEvents(gameId: $gameId, afterSeq: $afterSeq) { seq type payload } }`;

describe('gateway: the public GraphQL API', () => {
  const s = suiteStack(() => gatewayStack());
  let alice: Player;
  let bob: Player;
  let eve: Player;

  beforeAll(async () => {
    [alice, bob, eve] = await s.players('alice', 'bob', 'eve the spectator');
  });

  /** A started two-seat dice-race between alice (seat 0) and bob (seat 1). */
  const newGame = async (target = 10_000) => {
    const { createGame } = await alice.data<{ createGame: { id: string } }>(CREATE, {
      input: { ruleset: 'dice-race', seats: [{ kind: 'ME' }, { kind: 'OPEN' }], options: { target } },
    });
    await bob.data(JOIN, { gameId: createGame.id });
    await alice.data(START, { gameId: createGame.id });
    return createGame.id;
  };
  const roll = (player: Player, gameId: string, seat: number, extra: Record<string, unknown> = {}) =>
    player.request<{ submitAction: Move }>(SUBMIT, { input: { gameId, seat, action: { type: 'Roll' }, ...extra } });
  const settledVersion = async (gameId: string) => {
    await s.history.settled(gameId);
    return (await alice.data<{ game: { version: number } }>(GAME, { id: gameId })).game.version;
  };

  it('serves exactly the checked-in schema.graphql, every type and field described', async () => {
    const served = buildClientSchema(
      // Deprecated arguments too: the checked-in schema keeps them until they are removed.
      await s.client.data<IntrospectionQuery>(getIntrospectionQuery({ inputValueDeprecation: true })),
    );
    const checkedIn = readFileSync(join(__dirname, '../../apps/gateway/schema.graphql'), 'utf8');
    expect(`${printSchema(lexicographicSortSchema(served))}\n`).toBe(checkedIn);
    const builtIn = ['String', 'Int', 'Boolean', 'ID', 'Float'];
    const roots = ['Query', 'Mutation', 'Subscription']; // described field by field
    const undescribed = Object.values(served.getTypeMap())
      .filter((t) => !t.name.startsWith('__') && !builtIn.includes(t.name))
      .flatMap((t) => [
        ...(t.description || roots.includes(t.name) ? [] : [t.name]),
        ...('getFields' in t
          ? Object.values(t.getFields())
              .filter((f) => !f.description)
              .map((f) => `${t.name}.${f.name}`)
          : []),
      ]);
    expect(undescribed).toEqual([]);
  });

  it('describes itself over HTTP: the SDL, browser origins by CORS, and the GraphQL IDE in development', async () => {
    const base = `http://127.0.0.1:${s.gateway.port}`;
    const sdl = await fetch(`${base}/schema.graphql`);
    expect(await sdl.text()).toBe(readFileSync(join(__dirname, '../../apps/gateway/schema.graphql'), 'utf8'));
    const preflight = (origin: string) =>
      fetch(`${base}/graphql`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect((await preflight('http://localhost:5173')).headers.get('access-control-allow-origin')).toBe(
      'http://localhost:5173',
    );
    expect((await preflight('https://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull();
    const page = await (await fetch(`${base}/graphiql`)).text();
    const assets = [...page.matchAll(/(?:src|href)="(\/graphiql\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets).toHaveLength(4);
    for (const asset of assets) expect((await fetch(`${base}${asset}`)).status).toBe(200);
  });

  it('registers players and knows them by their token', async () => {
    expect(await alice.data(`{ me { id name } }`)).toEqual({ me: { id: alice.id, name: 'alice' } });
    expect(await s.client.code(`{ me { id } }`)).toBe('UNAUTHENTICATED');
    expect(await s.client.as(`${alice.id}.forged`).code(`{ me { id } }`)).toBe('UNAUTHENTICATED');
    expect(await s.client.code(`mutation { register(name: "") { token } }`)).toBe('BAD_USER_INPUT');
  });

  it('describes the rulesets it plays: seats, options, descriptor and schemas, by GraphQL and HTTP alike', async () => {
    const { rulesets } = await s.client.data<{
      rulesets: { id: string; minSeats: number; maxSeats: number; options: { name: string; default: unknown }[] }[];
    }>(`{ rulesets { id version name minSeats maxSeats options { name type default minimum description } } }`);
    expect(rulesets.find((r) => r.id === 'dice-race')).toMatchObject({
      minSeats: 1,
      maxSeats: 6,
      options: [{ name: 'target', type: 'integer', default: 20, minimum: 1, description: expect.any(String) }],
    });
    const { ruleset } = await s.client.data<{
      ruleset: { descriptor: { name: string }; schemas: Record<string, unknown> };
    }>(`{ ruleset(id: "risk-empires") { descriptor schemas } }`);
    expect(ruleset.descriptor.name).toBeTruthy();
    const base = `http://127.0.0.1:${s.gateway.port}`;
    const overHttp = async (path: string) => (await (await fetch(`${base}${path}`)).json()) as Record<string, unknown>;
    expect(await overHttp('/schemas/risk-empires/descriptor.json')).toEqual(ruleset.descriptor);
    expect(await overHttp('/schemas/risk-empires/options.schema.json')).toEqual(ruleset.schemas.options);
    const checkedIn = JSON.parse(
      readFileSync(join(__dirname, '../../docs/schemas/risk-empires/descriptor.json'), 'utf8'),
    );
    expect(ruleset.descriptor).toEqual(checkedIn);
    expect((await overHttp('/schemas')).files as string[]).toContain('/schemas/descriptor.schema.json');
    expect((await fetch(`${base}/schemas/chess/descriptor.json`)).status).toBe(404);
    expect(await s.client.code(`{ ruleset(id: "chess") { id } }`)).toBe('NOT_FOUND');
  });

  it('plays moves answered in the same request, and refuses moves for seats the player does not hold', async () => {
    const gameId = await newGame();
    const first = await roll(alice, gameId, 0);
    expect(first.data?.submitAction.events.map((e) => e.type)).toEqual(['Rolled']);
    expect(await bob.code(SUBMIT, { input: { gameId, seat: 0, action: { type: 'Roll' } } })).toBe('FORBIDDEN');
    expect(await alice.code(SUBMIT, { input: { gameId, seat: 0, action: { type: 'Roll' } } })).toBe('NOT_YOUR_TURN');
    expect(await bob.code(SUBMIT, { input: { gameId, seat: 1, action: { type: 'Fly' } } })).toBe('BAD_USER_INPUT');
    expect(await bob.code(SUBMIT, { input: { gameId, seat: 1, action: { type: 'Roll' }, expectedVersion: 1 } })).toBe(
      'VERSION_CONFLICT',
    );
    expect(await settledVersion(gameId)).toBe(first.data?.submitAction.version);
  });

  it('applies a move sent twice with one commandId once, answering both alike', async () => {
    const gameId = await newGame();
    const commandId = `move-${gameId}`;
    const [a, b] = [await roll(alice, gameId, 0, { commandId }), await roll(alice, gameId, 0, { commandId })];
    expect(b.data).toEqual(a.data);
    expect(await settledVersion(gameId)).toBe(a.data?.submitAction.version);
  });

  it('refuses malformed, unauthenticated, oversized and over-deep requests with documented codes, changing nothing', async () => {
    const gameId = await newGame();
    const before = await settledVersion(gameId);
    expect(await s.client.code(SUBMIT, { input: { gameId, seat: 0, action: { type: 'Roll' } } })).toBe(
      'UNAUTHENTICATED',
    );
    expect(await alice.code(SUBMIT, { input: { gameId, seat: 0, action: 'Roll' } })).toBe('BAD_USER_INPUT');
    expect(await alice.code(CREATE, { input: { ruleset: 'dice-race', seats: [{ kind: 'sofa' }] } })).toBe(
      'BAD_USER_INPUT',
    );
    expect(await alice.code(CREATE, { input: { ruleset: 'chess', seats: [{ kind: 'ME' }] } })).toBe('BAD_USER_INPUT');
    const badOptions = await alice.request(CREATE, {
      input: { ruleset: 'dice-race', seats: [{ kind: 'ME' }], options: { target: 'far', speed: 2 } },
    });
    expect(badOptions.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'BAD_OPTIONS',
      issues: [
        { path: '$.target', message: expect.stringContaining('expected number') },
        { path: '$', message: expect.stringContaining('speed') },
      ],
    });
    expect((await alice.post('{"query": "mutation {')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const huge = await alice.request(SUBMIT, {
      input: { gameId, seat: 0, action: { type: 'Roll', pad: 'x'.repeat(100_000) } },
    });
    expect([huge.status, huge.errors?.[0]?.extensions?.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await alice.code(`{ games { items { id events { seq } } nextCursor } me { id } }`)).toBe('OK');
    expect(await alice.code(`{ games(first: 100) { items { events(limit: 1000) { seq } } } }`)).toBe(
      'QUERY_TOO_COMPLEX',
    );
    expect(await settledVersion(gameId)).toBe(before);
  });

  it('streams a game to players and a spectator, redacted for each, resuming without gap or repeat', async () => {
    const gameId = await newGame(12);
    const follow = (p: Player, afterSeq = 0) => p.subscribe<Event>(EVENTS, { gameId, afterSeq });
    const [forAlice, forBob, forEve] = [follow(alice), follow(bob), follow(eve)];
    let partial = follow(eve);
    await partial.until((r) => r.length >= 4, 30_000, 'the spectator to see the start');
    await partial.close();
    const resumeAfter = partial.received[partial.received.length - 1].gameEvents.seq;

    const players = [alice, bob];
    for (let over = false, turn = 0; !over; turn = 1 - turn) {
      const moved = await roll(players[turn], gameId, turn);
      over = !!moved.data?.submitAction.events.some((e) => e.type === 'GameFinished');
      expect(moved.errors).toBeUndefined();
    }
    partial = follow(eve, resumeAfter);
    const all = [forAlice, forBob, forEve, partial];
    for (const sub of all)
      await sub.until(() => sub.completed, 30_000, 'the stream to complete at the end of the game');
    const total = (await alice.data<{ game: { version: number } }>(GAME, { id: gameId })).game.version;
    const seqs = (sub: (typeof all)[number]) => sub.received.map((r) => r.gameEvents.seq);
    const count = (from: number) => Array.from({ length: total - from }, (_, i) => from + i + 1);
    expect(seqs(forAlice)).toEqual(count(0));
    expect(seqs(forEve)).toEqual(count(0));
    expect(seqs(partial)).toEqual(count(resumeAfter));

    const secrets = (sub: (typeof all)[number]) =>
      sub.received.filter((r) => r.gameEvents.type === 'SecretDealt').map((r) => r.gameEvents.payload.secret as number);
    expect(secrets(forEve)).toEqual([0, 0]);
    expect(secrets(forAlice)[0]).toBeGreaterThan(0);
    expect(secrets(forAlice)[1]).toBe(0);
    expect(secrets(forBob)[0]).toBe(0);
    expect(secrets(forBob)[1]).toBeGreaterThan(0);
    await Promise.all(all.map((sub) => sub.close()));
  });

  it('answers a view asked at seq null as the view now, and one at an earlier seq as a replay', async () => {
    const gameId = await newGame();
    await roll(alice, gameId, 0);
    const version = await settledVersion(gameId);
    const VIEW = `query($id: ID!, $at: Int) { game(id: $id) { view(atSeq: $at) { seq view } } }`;
    const at = async (atSeq: number | null | undefined) =>
      (await alice.data<{ game: { view: { seq: number; view: unknown } } }>(VIEW, { id: gameId, at: atSeq })).game.view;
    const now = await at(undefined);
    expect(now.seq).toBe(version);
    expect(await at(null)).toEqual(now);
    expect(await at(version)).toEqual(now);
    expect((await at(version - 1)).seq).toBe(version - 1);
    expect((await at(version - 1)).view).not.toEqual(now.view);
  });

  it('takes an explicit null for a nullable input as that input left out, in arguments and input fields', async () => {
    const GAMES = `query($filter: GameFilterInput, $after: String) {
      games(filter: $filter, first: 5, after: $after) { items { id } nextCursor }
    }`;
    type Games = { games: { items: { id: string }[]; nextCursor: string | null } };
    const { createGame } = await alice.data<{ createGame: { id: string } }>(CREATE, {
      input: { ruleset: 'dice-race', seats: [{ kind: 'ME' }, { kind: 'OPEN' }], options: null, clock: null },
    });
    await s.history.settled(createGame.id);
    const everyGame = await alice.data<Games>(GAMES, {});
    const nulls = { filter: { ruleset: null, status: null, playerId: null }, after: null };
    expect(await alice.data<Games>(GAMES, nulls)).toEqual(everyGame);
    expect(everyGame.games.items.map((g) => g.id)).toContain(createGame.id);

    const gameId = await newGame();
    const move = await roll(alice, gameId, 0, { expectedVersion: null, commandId: null });
    expect(move.errors).toBeUndefined();
  });

  it('tells a player when one of its seats must act, with what it may do at which version', async () => {
    type Notice = {
      gameId: string;
      seats: number[];
      version: number;
      actions: { seat: number; version: number; actions: { type: string }[] }[];
    };
    const turns = bob.subscribe<{ yourTurn: Notice }>(
      `subscription { yourTurn { gameId seats version actions { seat version actions } } }`,
    );
    const gameId = await newGame();
    await roll(alice, gameId, 0);
    await turns.until(
      (r) => r.some((n) => n.yourTurn.gameId === gameId && n.yourTurn.seats.includes(1)),
      30_000,
      "bob's turn notice",
    );
    const notice = turns.received.find((n) => n.yourTurn.gameId === gameId)!.yourTurn;
    expect(notice.actions).toEqual([
      { seat: 1, version: notice.version, actions: [{ type: 'Roll' }, { type: 'Resign' }] },
    ]);
    const moved = await roll(bob, gameId, 1, { expectedVersion: notice.actions[0].version });
    expect(moved.errors).toBeUndefined();
    await turns.close();
  });

  it('offers a rematch of a finished game: seats moved round, kept for their players, started once all sit down', async () => {
    const gameId = await newGame(6);
    for (let turn = 0, over = false; !over; turn = 1 - turn) {
      const moved = await roll([alice, bob][turn], gameId, turn);
      over = !!moved.data?.submitAction.events.some((e) => e.type === 'GameFinished');
    }
    const REMATCH = `mutation($g: ID!, $s: Int!) { offerRematch(gameId: $g, seat: $s) { id status seats { seat kind playerId } } }`;
    type Rematch = {
      offerRematch: { id: string; status: string; seats: { seat: number; kind: string; playerId: string }[] };
    };
    expect(await eve.code(REMATCH, { g: gameId, s: 0 })).toBe('FORBIDDEN');
    const { offerRematch } = await alice.data<Rematch>(REMATCH, { g: gameId, s: 0 });
    expect(offerRematch.status).toBe('OPEN');
    expect(offerRematch.seats).toEqual([
      { seat: 0, kind: 'RESERVED', playerId: bob.id },
      { seat: 1, kind: 'PLAYER', playerId: alice.id },
    ]);
    expect((await bob.data<Rematch>(REMATCH, { g: gameId, s: 1 })).offerRematch.id).toBe(offerRematch.id);
    const joined = await bob.data<{ joinSeat: { events: { type: string }[] } }>(
      `mutation($g: ID!) { joinSeat(gameId: $g, seat: 0) { events { type } } }`,
      { g: offerRematch.id },
    );
    expect(joined.joinSeat.events.map((e) => e.type).slice(0, 2)).toEqual(['SeatTaken', 'GameStarted']);
  });

  it('finds and streams a game history has not heard of yet, as one created a moment ago', async () => {
    const gameId = `g_created_after_asked_${Date.now()}`;
    // Asked before the game exists: history answers NOT_FOUND at first (the waiting itself is
    // unit-tested in libs/gateway, live/eventually.spec.ts).
    const asked = alice.data<{ game: { status: string } }>(GAME, { id: gameId });
    const followed = alice.subscribe<Event>(EVENTS, { gameId });
    const created = await s.history.commands.send(
      gameId,
      'CreateGame',
      { ruleset: 'dice-race', seats: [{ kind: 'player', playerId: alice.id }, { kind: 'open' }], options: {} },
      { kind: 'player', playerId: alice.id },
    );
    expect(created.status).toBe('accepted');
    expect((await asked).game.status).toBe('OPEN');
    await followed.until((r) => r.some((e) => e.gameEvents.seq === 1), 30_000, "the game's first event");
    await followed.close();
  });

  it('refuses subscriptions without a token and to games that do not exist', async () => {
    const anonymous = s.client.subscribe(EVENTS, { gameId: 'g_none' });
    await expect(anonymous.until(() => false, 10_000)).rejects.toThrow(/UNAUTHENTICATED|token/);
    await anonymous.close();
    const missing = alice.subscribe(EVENTS, { gameId: 'g_none' });
    await expect(missing.until(() => false, 10_000)).rejects.toThrow(/NOT_FOUND|no game/);
    await missing.close();
  });
});
