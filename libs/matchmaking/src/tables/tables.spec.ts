import type { TableView } from '@empires/contracts';
import { uniqueName } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';

describe('tables', () => {
  let mm: TestMatchmaking;
  beforeAll(async () => (mm = await freshMatchmaking()));
  afterAll(() => mm.drop());

  /** A dice-race table of `seats` hosted by a fresh player, who is returned with it. */
  const hosted = async (seats = 3) => {
    const host = uniqueName('host');
    const table = await mm.ok<TableView>(host, { type: 'CreateTable', payload: { ruleset: 'dice-race', seats } });
    return { host, table };
  };
  const join = (playerId: string, t: TableView) =>
    mm.ok<TableView>(playerId, { type: 'JoinTable', payload: { code: t.code } });
  const lastEvent = async (t: TableView) => (await mm.events(`table:${t.tableId}`)).at(-1);

  it("passes the host's clock to the game it starts, and shows it on the table", async () => {
    const host = uniqueName('host');
    const clock = { control: { kind: 'perMove', moveMs: 60_000, reserveMs: 300_000 } };
    const table = await mm.ok<TableView>(host, {
      type: 'CreateTable',
      payload: { ruleset: 'dice-race', seats: 2, clock },
    });
    expect(table.clock).toEqual(clock);
    await join(uniqueName('ann'), table);
    const started = await mm.ok<TableView>(host, { type: 'StartTable', payload: { tableId: table.tableId } });
    const [owed] = await mm.db.query<{ clock: unknown }>(`SELECT clock FROM games_to_create WHERE game_id = $1`, [
      started.gameId,
    ]);
    expect(owed.clock).toEqual(clock);
  });

  describe('bots by level', () => {
    it('seats a bot of the level named, or of the level the host’s rating calls for', async () => {
      const host = uniqueName('host');
      const table = await mm.ok<TableView>(host, {
        type: 'CreateTable',
        payload: { ruleset: 'risk-empires', seats: 3 },
      });
      const add = (payload: object) =>
        mm.ok<TableView>(host, { type: 'AddBot', payload: { tableId: table.tableId, ...payload } });
      expect((await add({ level: 'hard' })).seats[1]).toEqual({ kind: 'bot', policy: 'hard' });
      expect((await add({})).seats[2]).toEqual({ kind: 'bot', policy: 'medium' }); // a new rating: the middle
      expect(await lastEvent(table)).toMatchObject({ type: 'TableBotAdded', payload: { seat: 2, policy: 'medium' } });
    });

    it('refuses a level the ruleset does not offer, or what is no level, and changes nothing', async () => {
      const { host, table } = await hosted(2);
      const codeFor = (payload: object) =>
        mm.codeOf(host, { type: 'AddBot', payload: { tableId: table.tableId, ...payload } });
      expect(await codeFor({ level: 'hard' })).toBe('BOT_LEVEL_NOT_OFFERED');
      expect(await codeFor({ level: 'expert' })).toBe('UNKNOWN_BOT_LEVEL');
      expect(await codeFor({ level: 'easy', policy: 'random' })).toBe('BAD_USER_INPUT');
      expect(
        (await mm.ok<TableView>(host, { type: 'GetTable', payload: { tableId: table.tableId } })).seats[1],
      ).toEqual({
        kind: 'open',
      });
    });

    it('tells anyone the levels a ruleset offers, with how each plays', async () => {
      const levels = await mm.ok<{ level: string; description: string }[]>('anyone', {
        type: 'BotLevels',
        payload: { ruleset: 'medieval' },
      });
      expect(levels.map((l) => l.level)).toEqual(['easy', 'medium', 'hard']);
      expect(await mm.codeOf('anyone', { type: 'BotLevels', payload: { ruleset: 'chess' } })).toBe('BAD_USER_INPUT');
    });
  });

  describe('leaving a table', () => {
    it('opens the seat of a player who leaves before the start, and records TablePlayerLeft', async () => {
      const { table } = await hosted();
      const ann = uniqueName('ann');
      await join(ann, table);
      const after = await mm.ok<TableView>(ann, { type: 'LeaveTable', payload: { tableId: table.tableId } });
      expect(after.seats[1]).toEqual({ kind: 'open' });
      expect(await lastEvent(table)).toMatchObject({
        type: 'TablePlayerLeft',
        payload: { type: 'TablePlayerLeft', seat: 1, playerId: ann, table: after },
      });
    });

    it('lets the seat be taken again by the next player', async () => {
      const { table } = await hosted(2);
      const ann = uniqueName('ann');
      await join(ann, table);
      await mm.ok(ann, { type: 'LeaveTable', payload: { tableId: table.tableId } });
      const ben = uniqueName('ben');
      expect((await join(ben, table)).seats[1]).toEqual({ kind: 'player', playerId: ben });
    });

    it('refuses the host: the table waits for them to start it (HOST_CANNOT_LEAVE)', async () => {
      const { host, table } = await hosted();
      expect(await mm.codeOf(host, { type: 'LeaveTable', payload: { tableId: table.tableId } })).toBe(
        'HOST_CANNOT_LEAVE',
      );
    });

    it('refuses a player who does not sit there (NOT_SEATED), and changes nothing', async () => {
      const { table } = await hosted();
      const before = await mm.events(`table:${table.tableId}`);
      expect(await mm.codeOf(uniqueName('eve'), { type: 'LeaveTable', payload: { tableId: table.tableId } })).toBe(
        'NOT_SEATED',
      );
      expect(await mm.events(`table:${table.tableId}`)).toEqual(before);
    });

    it('refuses once the game has started (ALREADY_STARTED)', async () => {
      const { host, table } = await hosted(2);
      const ann = uniqueName('ann');
      await join(ann, table);
      await mm.ok(host, { type: 'StartTable', payload: { tableId: table.tableId } });
      expect(await mm.codeOf(ann, { type: 'LeaveTable', payload: { tableId: table.tableId } })).toBe('ALREADY_STARTED');
    });

    it('refuses a table that does not exist (NOT_FOUND)', async () => {
      expect(await mm.codeOf(uniqueName('ann'), { type: 'LeaveTable', payload: { tableId: 'tbl_none' } })).toBe(
        'NOT_FOUND',
      );
    });
  });

  describe('the host clearing a seat', () => {
    it("frees a player's seat and a bot's, and records TableSeatCleared with who sat there", async () => {
      const { host, table } = await hosted(3);
      const ann = uniqueName('ann');
      await join(ann, table);
      await mm.ok(host, { type: 'AddBot', payload: { tableId: table.tableId, policy: 'random' } });
      const clear = (seat: number) =>
        mm.ok<TableView>(host, { type: 'ClearTableSeat', payload: { tableId: table.tableId, seat } });

      expect((await clear(1)).seats[1]).toEqual({ kind: 'open' });
      expect(await lastEvent(table)).toMatchObject({
        type: 'TableSeatCleared',
        payload: { seat: 1, cleared: { kind: 'player', playerId: ann } },
      });
      expect((await clear(2)).seats).toEqual([{ kind: 'player', playerId: host }, { kind: 'open' }, { kind: 'open' }]);
      expect(await lastEvent(table)).toMatchObject({
        type: 'TableSeatCleared',
        payload: { seat: 2, cleared: { kind: 'bot', policy: 'random' } },
      });
    });

    it('is for the host alone (FORBIDDEN)', async () => {
      const { table } = await hosted(2);
      const ann = uniqueName('ann');
      await join(ann, table);
      expect(await mm.codeOf(ann, { type: 'ClearTableSeat', payload: { tableId: table.tableId, seat: 1 } })).toBe(
        'FORBIDDEN',
      );
    });

    it('refuses an empty seat (SEAT_EMPTY), a seat the table has not (BAD_USER_INPUT) and the host own (HOST_CANNOT_LEAVE)', async () => {
      const { host, table } = await hosted(2);
      const codeFor = (seat: unknown) =>
        mm.codeOf(host, { type: 'ClearTableSeat', payload: { tableId: table.tableId, seat: seat as number } });
      expect(await codeFor(1)).toBe('SEAT_EMPTY');
      expect(await codeFor(2)).toBe('BAD_USER_INPUT');
      expect(await codeFor('1')).toBe('BAD_USER_INPUT');
      expect(await codeFor(0)).toBe('HOST_CANNOT_LEAVE');
    });

    it('refuses once the game has started (ALREADY_STARTED)', async () => {
      const { host, table } = await hosted(2);
      await mm.ok(host, { type: 'AddBot', payload: { tableId: table.tableId, policy: 'random' } });
      await mm.ok(host, { type: 'StartTable', payload: { tableId: table.tableId } });
      expect(await mm.codeOf(host, { type: 'ClearTableSeat', payload: { tableId: table.tableId, seat: 1 } })).toBe(
        'ALREADY_STARTED',
      );
    });
  });

  describe('finding tables', () => {
    it('lists the tables of a ruleset not started yet, oldest first', async () => {
      const first = await hosted(2);
      const second = await hosted(3);
      const started = await hosted(2);
      await mm.ok(started.host, { type: 'AddBot', payload: { tableId: started.table.tableId, policy: 'random' } });
      await mm.ok(started.host, { type: 'StartTable', payload: { tableId: started.table.tableId } });
      await mm.ok(uniqueName('rex'), { type: 'CreateTable', payload: { ruleset: 'risk-empires', seats: 3 } });

      const listed = await mm.ok<TableView[]>(uniqueName('ann'), {
        type: 'ListTables',
        payload: { ruleset: 'dice-race', first: 500 },
      });
      const ids = listed.map((t) => t.tableId);
      expect(ids).toEqual(expect.arrayContaining([first.table.tableId, second.table.tableId]));
      expect(ids.indexOf(first.table.tableId)).toBeLessThan(ids.indexOf(second.table.tableId));
      expect(ids).not.toContain(started.table.tableId);
      expect(listed.every((t) => t.ruleset === 'dice-race' && t.status === 'open')).toBe(true);
    });

    it('refuses a ruleset it does not know, and a page size out of range (BAD_USER_INPUT)', async () => {
      expect(await mm.codeOf('ann', { type: 'ListTables', payload: { ruleset: 'chess' } })).toBe('BAD_USER_INPUT');
      expect(await mm.codeOf('ann', { type: 'ListTables', payload: { ruleset: 'dice-race', first: 0 } })).toBe(
        'BAD_USER_INPUT',
      );
    });

    it('answers a table by its id, and NOT_FOUND for an id of none', async () => {
      const { table } = await hosted();
      expect(await mm.ok(uniqueName('ann'), { type: 'GetTable', payload: { tableId: table.tableId } })).toEqual(table);
      expect(await mm.codeOf('ann', { type: 'GetTable', payload: { tableId: 'tbl_none' } })).toBe('NOT_FOUND');
    });
  });
});
