import { EmpiresClient } from '@empires/client';
import { Client } from 'pg';
import WebSocket from 'ws';
import { testDatabaseUrl, waitFor } from '@empires/testing';
import { gatewayStack } from './support/gateway-stack';
import type { GraphQLClient } from './support/graphql-client';
import { suiteStack } from './support/suite-stack';

/** Access tokens live this long here, so that their expiry is seen within a test. */
const ACCESS_SECONDS = 12;

interface Session {
  token: string;
  refreshToken: string;
  expiresAt: string;
  player: { id: string; name: string; guest: boolean; bot: boolean };
}
const SESSION = `token refreshToken expiresAt player { id name guest bot }`;
const SIGN_UP = `mutation($name: String!, $password: String!, $bot: Boolean) { signUp(name: $name, password: $password, bot: $bot) { ${SESSION} } }`;
const SIGN_IN = `mutation($name: String!, $password: String!) { signIn(name: $name, password: $password) { ${SESSION} } }`;
const REFRESH = `mutation($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { ${SESSION} } }`;
const CREATE_TOKEN = `mutation($label: String!, $scopes: [TokenScope!]!) { createApiToken(label: $label, scopes: $scopes) { secret apiToken { id scopes } } }`;
const CREATE_GAME = `mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`;
const SUBMIT = `mutation($input: SubmitActionInput!) { submitAction(input: $input) { version } }`;

describe('accounts, sessions, personal tokens, roles, chat and erasure', () => {
  const s = suiteStack(() => gatewayStack({ EMPIRES_ACCESS_TOKEN_SECONDS: String(ACCESS_SECONDS) }));
  let schema: string;
  const password = 'correct horse battery';

  beforeAll(async () => {
    schema = `mm_${s.history.base.namespace}`;
  });

  const reason = async (client: GraphQLClient, query: string, variables: Record<string, unknown> = {}) =>
    (await client.request(query, variables)).errors?.[0]?.extensions;
  /** Each account's latest session, refreshed before its access token runs out, as a client would. */
  const sessions = new Map<string, Session>();
  const signUp = async (name: string, bot = false) => {
    const { signUp: session } = await s.client.data<{ signUp: Session }>(SIGN_UP, { name, password, bot });
    sessions.set(name, session);
    return session;
  };
  const refreshed = async (name: string): Promise<Session> => {
    const session = sessions.get(name)!;
    if (Date.parse(session.expiresAt) - Date.now() > 8_000) return session;
    const { refreshSession } = await s.client.data<{ refreshSession: Session }>(REFRESH, {
      refreshToken: session.refreshToken,
    });
    sessions.set(name, refreshSession);
    return refreshSession;
  };
  /** A client acting for an account by name (its current session), or with a token as it is. */
  const as = async (who: string) => s.client.as(sessions.has(who) ? (await refreshed(who)).token : who);
  const tokenOf = (session: Session) => s.client.as(session.token);
  /** What an operator does once, on the database (`npm run grant-role`): the first admin. */
  const makeAdmin = async (name: string) => {
    const db = new Client({ connectionString: testDatabaseUrl() });
    await db.connect();
    await db.query(`UPDATE "${schema}".players SET roles = '{admin}' WHERE lower(name) = lower($1)`, [name]);
    await db.end();
    // Roles ride in the access token: a new session carries the new one.
    const { signIn } = await s.client.data<{ signIn: Session }>(SIGN_IN, { name, password });
    sessions.set(name, signIn);
  };

  it('signs up unique names whatever their case, and signs in only with the right password', async () => {
    const ada = await signUp('Ada');
    expect(ada.player).toMatchObject({ name: 'Ada', guest: false, bot: false });
    expect(await (await as('Ada')).data(`{ me { id name guest } }`)).toEqual({
      me: { id: ada.player.id, name: 'Ada', guest: false },
    });
    expect(await reason(s.client, SIGN_UP, { name: 'ADA', password })).toMatchObject({ reason: 'NAME_TAKEN' });
    expect(await reason(s.client, `mutation { register(name: "ada") { token } }`)).toMatchObject({
      reason: 'NAME_TAKEN',
    });
    expect(await reason(s.client, SIGN_UP, { name: 'Short', password: 'short' })).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    for (const [name, wrong] of [
      ['Ada', 'wrong password'],
      ['Nobody', password],
    ])
      expect(await reason(s.client, SIGN_IN, { name, password: wrong })).toMatchObject({ code: 'UNAUTHENTICATED' });
    const { signIn } = await s.client.data<{ signIn: Session }>(SIGN_IN, { name: 'aDA', password });
    expect(signIn.player.id).toBe(ada.player.id);
  });

  it('refuses an expired access token; a refresh gives a new one, and a refresh token is good once', async () => {
    const bea = await signUp('Bea');
    await waitFor(
      async () => (await reason(tokenOf(bea), `{ me { id } }`))?.reason === 'TOKEN_EXPIRED' || undefined,
      (ACCESS_SECONDS + 5) * 1000,
      'the access token to expire',
    );
    const { refreshSession: next } = await s.client.data<{ refreshSession: Session }>(REFRESH, {
      refreshToken: bea.refreshToken,
    });
    expect(next.refreshToken).not.toBe(bea.refreshToken);
    expect(await tokenOf(next).data(`{ me { id } }`)).toEqual({ me: { id: bea.player.id } });
    // The spent token again: someone holds a copy, so the session ends for both holders.
    for (const refreshToken of [bea.refreshToken, next.refreshToken])
      expect(await reason(s.client, REFRESH, { refreshToken })).toMatchObject({ code: 'UNAUTHENTICATED' });
    await waitFor(async () => (await tokenOf(next).code(`{ me { id } }`)) === 'UNAUTHENTICATED' || undefined, 10_000);
  });

  it('signs out: the refresh token is refused and the open connection is closed', async () => {
    const cy = await signUp('Cy');
    const lobby = tokenOf(cy).subscribe<{ chatMessageAdded: { body: string } }>(
      `subscription { chatMessageAdded(channel: "lobby") { body } }`,
    );
    await lobby.connected();
    expect(await tokenOf(cy).data(`mutation { signOut }`)).toEqual({ signOut: true });
    expect(await reason(s.client, REFRESH, { refreshToken: cy.refreshToken })).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await tokenOf(cy).code(`{ me { id } }`)).toBe('UNAUTHENTICATED');
    await waitFor(() => lobby.errors.length > 0 || undefined, 10_000, 'the connection to close');
    expect(lobby.errors.map((e) => (e as { code?: number }).code)).toEqual([4403]);
    await lobby.close();
  });

  it('plays a game with a bot personal token; a token without the bot scope cannot, and a revoked one is refused', async () => {
    const robo = await signUp('Robo', true);
    const { createApiToken: play } = await (
      await as('Robo')
    ).data<{ createApiToken: { secret: string; apiToken: { id: string } } }>(CREATE_TOKEN, {
      label: 'engine',
      scopes: ['bot', 'read'],
    });
    const { createApiToken: readOnly } = await (
      await as('Robo')
    ).data<{ createApiToken: { secret: string } }>(CREATE_TOKEN, { label: 'stats', scopes: ['read'] });
    expect(await reason(await as('Robo'), CREATE_TOKEN, { label: 'x', scopes: ['play'] })).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    const bot = await as(play.secret);
    expect(await bot.data(`{ me { bot scopes } }`)).toEqual({ me: { bot: true, scopes: ['bot', 'read'] } });
    // Anyone who looks it up sees a bot.
    expect(await bot.data(`query($id: ID!) { player(id: $id) { bot guest } }`, { id: robo.player.id })).toEqual({
      player: { bot: true, guest: false },
    });
    const input = { ruleset: 'dice-race', seats: [{ kind: 'ME' }], options: { target: 1 } };
    expect(await (await as(readOnly.secret)).code(CREATE_GAME, { input })).toBe('FORBIDDEN');
    expect(await (await as(readOnly.secret)).data(`{ me { id } }`)).toEqual({ me: { id: robo.player.id } });
    const { createGame } = await bot.data<{ createGame: { id: string } }>(CREATE_GAME, { input });
    await bot.data(`mutation($id: ID!) { startGame(gameId: $id) { version } }`, { id: createGame.id });
    await bot.data(SUBMIT, { input: { gameId: createGame.id, seat: 0, action: { type: 'Roll' } } });
    await waitFor(
      async () =>
        (
          await bot.data<{ game: { status: string } }>(`query($id: ID!) { game(id: $id) { status } }`, {
            id: createGame.id,
          })
        ).game.status === 'FINISHED' || undefined,
      15_000,
      'the game to finish',
    );
    expect(await bot.code(`mutation { signOutEverywhere }`)).toBe('FORBIDDEN'); // tokens do not manage the account
    await (await as('Robo')).data(`mutation($id: ID!) { revokeApiToken(id: $id) }`, { id: play.apiToken.id });
    expect(await bot.code(`{ me { id } }`)).toBe('UNAUTHENTICATED');
    await signUp('Person');
    expect(await reason(await as('Person'), CREATE_TOKEN, { label: 'x', scopes: ['bot'] })).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });

  it('the SDK refreshes its session by itself, and renews its open connection past the first token', async () => {
    const client = await EmpiresClient.signUp('Sid', password, {
      url: `http://127.0.0.1:${s.gateway.port}`,
      webSocketImpl: WebSocket,
    });
    const heard: string[] = [];
    const stop = client.onChatMessage('lobby', (m) => heard.push(m.body));
    const first = client.token!;
    await waitFor(() => client.token !== first || undefined, (ACCESS_SECONDS + 5) * 1000, 'a renewal');
    await waitFor(
      async () => (await reason(s.client.as(first), `{ me { id } }`))?.reason === 'TOKEN_EXPIRED' || undefined,
      (ACCESS_SECONDS + 5) * 1000,
      'the first token to expire',
    );
    expect((await client.me()).name).toBe('Sid');
    await client.postChatMessage('lobby', 'still connected');
    await waitFor(
      () => heard.includes('still connected') || undefined,
      10_000,
      'the message over the renewed connection',
    );
    stop();
    await client.close();
  });

  it('lets guests play at once and claim their account later under the same id', async () => {
    const { register } = await s.client.data<{ register: Session }>(
      `mutation { register(name: "Guest Gil") { ${SESSION} } }`,
    );
    expect(register.player.guest).toBe(true);
    const { claimAccount } = await tokenOf(register).data<{ claimAccount: Session }>(
      `mutation($password: String!) { claimAccount(password: $password) { ${SESSION} } }`,
      { password },
    );
    expect(claimAccount.player).toMatchObject({ id: register.player.id, guest: false });
    const { signIn } = await s.client.data<{ signIn: Session }>(SIGN_IN, { name: 'guest gil', password });
    expect(signIn.player.id).toBe(register.player.id);
  });

  it('checks each moderation operation against the roles allowed it', async () => {
    const [, moderator, , target] = await Promise.all(['Ann Admin', 'Mo Mod', 'Pat', 'Tess'].map((n) => signUp(n)));
    await makeAdmin('Ann Admin');
    await (
      await as('Ann Admin')
    ).data(`mutation($id: ID!) { setRole(playerId: $id, role: moderator, granted: true) }`, {
      id: moderator.player.id,
    });
    const { postChatMessage } = await (
      await as('Tess')
    ).data<{ postChatMessage: { id: string } }>(
      `mutation { postChatMessage(channel: "lobby", body: "hello all") { id } }`,
    );
    const operations: Record<string, [string, Record<string, unknown>, string[]]> = {
      reports: [`{ reports { id } }`, {}, ['moderator', 'admin']],
      mute: [
        `mutation($id: ID!) { moderatePlayer(playerId: $id, action: mute, reason: "spam", hours: 1) }`,
        { id: target.player.id },
        ['moderator', 'admin'],
      ],
      deleteChatMessage: [
        `mutation($id: ID!) { deleteChatMessage(messageId: $id, reason: "spam") }`,
        { id: postChatMessage.id },
        ['moderator'],
      ],
      setRole: [
        `mutation($id: ID!) { setRole(playerId: $id, role: moderator, granted: false) }`,
        { id: target.player.id },
        ['admin'],
      ],
      moderationLog: [`{ moderationLog { type } }`, {}, ['admin']],
      eraseAnother: [`mutation($id: ID!) { eraseAccount(playerId: $id) }`, { id: 'p_nobody' }, []],
    };
    const roles: Record<string, string> = { player: 'Pat', moderator: 'Mo Mod', admin: 'Ann Admin' };
    const outcomes: Record<string, Record<string, string | undefined>> = {};
    for (const [name, [query, variables]] of Object.entries(operations))
      for (const [role, who] of Object.entries(roles))
        (outcomes[name] ??= {})[role] = await (await as(who)).code(query, variables);
    const expected = Object.fromEntries(
      Object.entries(operations).map(([name, [, , allowed]]) => [
        name,
        Object.fromEntries(Object.keys(roles).map((role) => [role, allowed.includes(role) ? 'OK' : 'FORBIDDEN'])),
      ]),
    );
    // A message is deleted once: the admin, after the moderator, finds nothing left; an admin may
    // erase another player, but there is no p_nobody.
    expected.deleteChatMessage.admin = 'NOT_FOUND';
    expected.eraseAnother.admin = 'NOT_FOUND';
    expect(outcomes).toEqual(expected);
    expect(await (await as('Tess')).code(`mutation { postChatMessage(channel: "lobby", body: "still?") { id } }`)).toBe(
      'FORBIDDEN',
    );
    // A mute of 0 hours is refused, not taken for a mute without hours (for good).
    expect(
      await (
        await as('Mo Mod')
      ).code(`mutation($id: ID!) { moderatePlayer(playerId: $id, action: mute, reason: "spam", hours: 0) }`, {
        id: target.player.id,
      }),
    ).toBe('BAD_USER_INPUT');
  });

  it('bans: the banned player cannot queue or sign in, its tokens stop at once, and the record keeps the reason', async () => {
    const [admin, dan] = await Promise.all([signUp('Admin Two'), signUp('Dan')]);
    await makeAdmin('Admin Two');
    const queue = `mutation { joinQueue(ruleset: "dice-race", players: 2) { ruleset } }`;
    const danBefore = await as('Dan');
    expect(await danBefore.code(queue)).toBe('OK');
    await (
      await as('Admin Two')
    ).data(`mutation($id: ID!) { moderatePlayer(playerId: $id, action: ban, reason: "abuse in chat") }`, {
      id: dan.player.id,
    });
    // Refused because it was revoked, not because it ran out.
    await waitFor(async () => (await danBefore.code(`{ me { id } }`)) === 'UNAUTHENTICATED' || undefined, 5_000);
    expect(await reason(danBefore, `{ me { id } }`)).toEqual({ code: 'UNAUTHENTICATED' });
    expect(await reason(s.client, SIGN_IN, { name: 'Dan', password })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await danBefore.code(queue)).toBe('UNAUTHENTICATED');
    const { moderationLog } = await (
      await as('Admin Two')
    ).data<{ moderationLog: { type: string; reason: string; by: string }[] }>(
      `query($id: ID!) { moderationLog(playerId: $id) { type reason by } }`,
      { id: dan.player.id },
    );
    expect(moderationLog).toEqual([{ type: 'PlayerBanned', reason: 'abuse in chat', by: admin.player.id }]);
  });

  it('delivers a chat message to its channel, keeps the players apart from the onlookers, and limits bursts', async () => {
    await Promise.all(['Eve', 'Fay', 'Gus'].map((n) => signUp(n)));
    const fayHears = (await as('Fay')).subscribe<{ chatMessageAdded: { body: string; authorName: string } }>(
      `subscription { chatMessageAdded(channel: "lobby") { body authorName } }`,
    );
    await fayHears.connected();
    await waitFor(async () => {
      await (await as('Eve')).data(`mutation { postChatMessage(channel: "lobby", body: "good game everyone") { id } }`);
      return fayHears.received.length > 0 || undefined;
    }, 10_000);
    expect(fayHears.received[0].chatMessageAdded).toEqual({ body: 'good game everyone', authorName: 'Eve' });
    await fayHears.close();
    // A burst: five pass in ten seconds, the sixth is refused with when to try again.
    const gus = await as('Gus');
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        await gus.code(`mutation($b: String!) { postChatMessage(channel: "lobby", body: $b) { id } }`, { b: `m${i}` }),
      );
    expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'RATE_LIMITED']);
    // A game: its seats talk in game:<id>, onlookers in game:<id>:spectators.
    const { createGame } = await (
      await as('Eve')
    ).data<{ createGame: { id: string } }>(CREATE_GAME, {
      input: { ruleset: 'dice-race', seats: [{ kind: 'ME' }, { kind: 'OPEN' }] },
    });
    const post = async (who: string, channel: string) =>
      (await as(who)).code(`mutation($c: String!) { postChatMessage(channel: $c, body: "hi") { id } }`, {
        c: channel,
      });
    expect(await post('Eve', `game:${createGame.id}`)).toBe('OK');
    expect(await post('Fay', `game:${createGame.id}`)).toBe('FORBIDDEN');
    expect(await post('Fay', `game:${createGame.id}:spectators`)).toBe('OK');
    expect(await post('Eve', `game:${createGame.id}:spectators`)).toBe('FORBIDDEN');
  });

  it('erases an account: its name is in no view, export or chat, and its games stay', async () => {
    const hal = await signUp('Hal Erasable');
    await signUp('Org');
    const { createGame } = await (
      await as('Hal Erasable')
    ).data<{ createGame: { id: string } }>(CREATE_GAME, {
      input: { ruleset: 'dice-race', seats: [{ kind: 'ME' }], options: { target: 1 } },
    });
    await (
      await as('Hal Erasable')
    ).data(`mutation($id: ID!) { startGame(gameId: $id) { version } }`, {
      id: createGame.id,
    });
    await (
      await as('Hal Erasable')
    ).data(SUBMIT, {
      input: { gameId: createGame.id, seat: 0, action: { type: 'Roll' } },
    });
    await (await as('Hal Erasable')).data(`mutation { postChatMessage(channel: "lobby", body: "remember me") { id } }`);
    const { createTournament } = await (
      await as('Org')
    ).data<{ createTournament: { id: string } }>(
      `mutation { createTournament(input: { name: "Cup", ruleset: "dice-race", format: SWISS }) { id } }`,
    );
    const id = createTournament.id;
    await (await as('Org')).data(`mutation($id: ID!) { openTournamentRegistration(id: $id) { id } }`, { id });
    await (await as('Hal Erasable')).data(`mutation($id: ID!) { registerForTournament(id: $id) { id } }`, { id });
    const shown = async () => {
      const org = await as('Org');
      return JSON.stringify([
        await org.data(`query($id: ID!) { tournament(id: $id) { entrants { name } } }`, { id }),
        await org.data(`query($id: ID!) { tournamentStandingsCsv(id: $id) }`, { id }),
        await org.data(`query($p: ID!) { player(id: $p) { name } }`, { p: hal.player.id }),
        await org.data(`{ players(search: "Hal") { name } }`),
        await org.data(`{ chatMessages(channel: "lobby", last: 200) { body authorName } }`),
        await org.data(`query($id: ID!) { game(id: $id) { events { type payload } } }`, { id: createGame.id }),
      ]);
    };
    expect(await shown()).toMatch(/Hal Erasable/);
    await (await as('Hal Erasable')).data(`mutation { eraseAccount }`);
    const after = await shown();
    expect(after).not.toMatch(/Hal Erasable|remember me/);
    expect(after).toMatch(/deleted player/);
    expect(await reason(s.client, SIGN_IN, { name: 'Hal Erasable', password })).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const { game } = await (
      await as('Org')
    ).data<{ game: { status: string; seats: { playerId: string }[] } }>(
      `query($id: ID!) { game(id: $id) { status seats { playerId } } }`,
      { id: createGame.id },
    );
    expect(game).toEqual({ status: 'FINISHED', seats: [{ playerId: hal.player.id }] });
  });
});
