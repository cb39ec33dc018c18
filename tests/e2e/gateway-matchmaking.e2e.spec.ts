import { gatewayStack } from './support/gateway-stack';
import { suiteStack } from './support/suite-stack';

type Table = {
  tableId: string;
  code: string;
  status: string;
  gameId: string | null;
  seats: { seat: number; kind: string }[];
};
const TABLE = 'tableId code status gameId seats { seat kind playerId policy }';

describe('gateway: matchmaking through the public API', () => {
  const s = suiteStack(() => gatewayStack());

  it('matches two queued players into one game and tells each where to go', async () => {
    const [ann, ben] = await s.players('ann', 'ben');
    const subscribe = (p: typeof ann) =>
      p.subscribe<{ matchFound: { gameId: string; seats: { playerId: string }[] } }>(
        `subscription { matchFound { gameId ruleset seats { seat kind playerId } } }`,
      );
    // Ann listens before joining; Ben joins first and listens after: the last minute's matches come first.
    const annHears = subscribe(ann);
    await annHears.connected();
    for (const p of [ann, ben])
      await p.data(`mutation { joinQueue(ruleset: "dice-race", players: 2) { ruleset players } }`);
    await annHears.until((r) => r.length > 0, 30_000, 'a match');
    const found = [annHears, subscribe(ben)];
    for (const f of found) await f.until((r) => r.length > 0, 30_000, 'a match');
    const [a, b] = found.map((f) => f.received[0].matchFound);
    expect(a.gameId).toBe(b.gameId);
    expect(a.seats.map((x) => x.playerId).sort()).toEqual([ann.id, ben.id].sort());
    expect(await ann.data(`{ myQueues { ruleset } }`)).toEqual({ myQueues: [] });
    await Promise.all(found.map((f) => f.close()));
  });

  it('refuses an unknown ruleset, an impossible seat count and a second queue for one ruleset', async () => {
    const cal = await s.player('cal');
    expect(await cal.code(`mutation { joinQueue(ruleset: "chess", players: 2) { ruleset } }`)).toBe('BAD_USER_INPUT');
    expect(await cal.code(`mutation { joinQueue(ruleset: "dice-race", players: 9) { ruleset } }`)).toBe(
      'BAD_USER_INPUT',
    );
    expect(await cal.code(`mutation { joinQueue(ruleset: "dice-race", players: 6) { ruleset } }`)).toBe('OK');
    const twice = await cal.request(`mutation { joinQueue(ruleset: "dice-race", players: 3) { ruleset } }`);
    expect(twice.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'ALREADY_QUEUED' });
    expect(await cal.data(`{ myQueues { ruleset players } }`)).toEqual({
      myQueues: [{ ruleset: 'dice-race', players: 6 }],
    });
    expect(await s.client.code(`mutation { joinQueue(ruleset: "dice-race", players: 2) { ruleset } }`)).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('runs a private table with an invite code, a bot and live table changes', async () => {
    const [dee, eli] = await s.players('dee', 'eli');
    const { createTable } = await dee.data<{ createTable: Table }>(
      `mutation { createTable(ruleset: "dice-race", seats: 3, options: { target: 12 }) { ${TABLE} } }`,
    );
    const changes = dee.subscribe<{ tableChanged: Table }>(
      `subscription($t: ID!) { tableChanged(tableId: $t) { ${TABLE} } }`,
      { t: createTable.tableId },
    );
    await changes.until((r) => r.length === 1, 30_000, 'the table as it is'); // listening from here on
    await eli.data(`mutation($c: String!) { joinTable(code: $c) { tableId } }`, { c: createTable.code });
    expect(await eli.code(`mutation($t: ID!) { startTable(tableId: $t) { status } }`, { t: createTable.tableId })).toBe(
      'FORBIDDEN',
    );
    await dee.data(`mutation($t: ID!) { addBot(tableId: $t, policy: "random") { tableId } }`, {
      t: createTable.tableId,
    });
    const { startTable } = await dee.data<{ startTable: Table }>(
      `mutation($t: ID!) { startTable(tableId: $t) { ${TABLE} } }`,
      { t: createTable.tableId },
    );
    expect(startTable.seats.map((x) => x.kind)).toEqual(['PLAYER', 'PLAYER', 'BOT']);
    await changes.until((r) => r.some((c) => c.tableChanged.status === 'STARTED'), 30_000, 'the table to start');
    expect(changes.received.map((c) => c.tableChanged.seats.filter((x) => x.kind !== 'OPEN').length)).toEqual([
      1, 2, 3, 3,
    ]);
    await s.history.settled(startTable.gameId!);
    const { game } = await dee.data<{ game: { status: string } }>(`query($g: ID!) { game(id: $g) { status } }`, {
      g: startTable.gameId,
    });
    expect(game.status).toBe('PLAYING');
    await changes.close();
  });

  it('lists and shows open tables, lets a player leave and the host free a seat before the start', async () => {
    const [fay, gus] = await s.players('fay', 'gus');
    const { createTable } = await fay.data<{ createTable: Table }>(
      `mutation { createTable(ruleset: "dice-race", seats: 3) { ${TABLE} } }`,
    );
    const t = createTable.tableId;
    const { tables } = await gus.data<{ tables: Table[] }>(`{ tables(ruleset: "dice-race", first: 500) { ${TABLE} } }`);
    expect(tables.map((x) => x.tableId)).toContain(t);
    await gus.data(`mutation($c: String!) { joinTable(code: $c) { tableId } }`, { c: createTable.code });
    const { leaveTable } = await gus.data<{ leaveTable: Table }>(
      `mutation($t: ID!) { leaveTable(tableId: $t) { ${TABLE} } }`,
      {
        t,
      },
    );
    expect(leaveTable.seats.map((x) => x.kind)).toEqual(['PLAYER', 'OPEN', 'OPEN']);
    await fay.data(`mutation($t: ID!) { addBot(tableId: $t, policy: "random") { tableId } }`, { t });
    expect(await gus.code(`mutation($t: ID!) { clearTableSeat(tableId: $t, seat: 1) { tableId } }`, { t })).toBe(
      'FORBIDDEN',
    );
    const { clearTableSeat } = await fay.data<{ clearTableSeat: Table }>(
      `mutation($t: ID!) { clearTableSeat(tableId: $t, seat: 1) { ${TABLE} } }`,
      { t },
    );
    expect(clearTableSeat.seats.map((x) => x.kind)).toEqual(['PLAYER', 'OPEN', 'OPEN']);
    const { table } = await gus.data<{ table: Table }>(`query($t: ID!) { table(id: $t) { ${TABLE} } }`, { t });
    expect(table).toEqual(clearTableSeat);
  });

  it('finds players by id and by the beginning of their name', async () => {
    const stem = `Hedda${Date.now().toString(36)}`;
    const hedda = await s.player(`${stem} Gabler`);
    const { player } = await s
      .player('ida')
      .then((ida) =>
        ida.data<{ player: { id: string; name: string; ratings: unknown[] } }>(
          `query($id: ID!) { player(id: $id) { id name ratings { ruleset ordinal } } }`,
          { id: hedda.id },
        ),
      );
    expect(player).toEqual({ id: hedda.id, name: `${stem} Gabler`, ratings: [] });
    const { players } = await hedda.data<{ players: { id: string }[] }>(
      `query($q: String!) { players(search: $q) { id name } }`,
      { q: stem.toLowerCase() },
    );
    expect(players.map((p) => p.id)).toEqual([hedda.id]);
    expect(await hedda.code(`{ player(id: "p_nobody") { id } }`)).toBe('NOT_FOUND');
  });
});
