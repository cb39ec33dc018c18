import type { MatchmakingRequestBody } from '@empires/contracts';
import { uniqueName } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';

/**
 * Options the engine's CreateGame refuses (its ruleset's strict options schema, then setup) are
 * refused when the table or tournament is made: owed later, every one of its games would be.
 */
describe('game options, checked as the engine checks them', () => {
  let mm: TestMatchmaking;
  beforeAll(async () => (mm = await freshMatchmaking()), 30_000);
  afterAll(() => mm.drop());

  const refusal = async (body: MatchmakingRequestBody) => {
    const reply = await mm.ask(uniqueName('org'), body);
    return reply.ok ? 'OK' : `${reply.code} ${reply.message}`;
  };
  const tournament = (options: Record<string, unknown>): MatchmakingRequestBody => ({
    type: 'CreateTournament',
    payload: { name: 'Options', ruleset: 'risk-empires', format: 'swiss', options },
  });
  const table = (options: Record<string, unknown>): MatchmakingRequestBody => ({
    type: 'CreateTable',
    payload: { ruleset: 'risk-empires', seats: 2, options },
  });

  it('refuses a tournament whose options have a key the ruleset does not know, or a value out of its range', async () => {
    expect(await refusal(tournament({ armyStock: 100, typo: true }))).toMatch(
      /^BAD_USER_INPUT options .*Unrecognized key.*typo/,
    );
    expect(await refusal(tournament({ armyStock: 'lots' }))).toMatch(/^BAD_USER_INPUT options \$\.armyStock/);
    expect(await refusal(tournament({ armyStock: 100, tradeOfferCap: 3 }))).toBe('OK');
  });

  it('refuses a table whose options the engine would refuse, and makes no table', async () => {
    const host = uniqueName('host');
    for (const options of [{ typo: true }, { armyStock: 'lots' }])
      expect(await mm.codeOf(host, table(options))).toBe('BAD_USER_INPUT');
    const [{ count }] = await mm.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM tables WHERE owner = $1`,
      [host],
    );
    expect(count).toBe(0);
    expect(await mm.codeOf(host, table({ armyStock: 100 }))).toBe('OK');
  });
});
