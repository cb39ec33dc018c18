import type { TournamentView } from '@empires/contracts';
import { uniqueName } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';

describe('bots entered in a tournament by level', () => {
  let mm: TestMatchmaking;
  beforeAll(async () => (mm = await freshMatchmaking()), 30_000);
  afterAll(() => mm.drop());
  const organizer = uniqueName('org');

  const openTournament = async (ruleset: string) => {
    const { tournamentId } = await mm.ok<TournamentView>(organizer, {
      type: 'CreateTournament',
      payload: { name: 'Bots welcome', ruleset, format: 'swiss', rounds: 2 },
    });
    await mm.ok(organizer, { type: 'OpenTournamentRegistration', payload: { tournamentId } });
    return tournamentId;
  };

  it('registers a bot of a level', async () => {
    const tournamentId = await openTournament('risk-empires');
    const view = await mm.ok<TournamentView>(organizer, {
      type: 'RegisterEntrant',
      payload: { tournamentId, botLevel: 'hard', name: 'Hal' },
    });
    expect(view.entrants).toEqual([expect.objectContaining({ kind: 'bot', policy: 'hard', name: 'Hal' })]);
  });

  it('refuses a clock whose take-over names a level the ruleset does not offer', async () => {
    const clock = { control: { kind: 'perMove', moveMs: 60_000, reserveMs: 0 }, policy: { botLevel: 'hard' } };
    const create = (ruleset: string) =>
      mm.codeOf(organizer, {
        type: 'CreateTournament',
        payload: { name: 'On the clock', ruleset, format: 'swiss', rounds: 2, clock },
      });
    expect(await create('dice-race')).toBe('BOT_LEVEL_NOT_OFFERED');
    expect(await create('risk-empires')).toBe('OK');
  });

  it('refuses a level the ruleset does not offer, and a level and a policy at once', async () => {
    const tournamentId = await openTournament('dice-race');
    const register = (payload: object) =>
      mm.codeOf(organizer, { type: 'RegisterEntrant', payload: { tournamentId, ...payload } });
    expect(await register({ botLevel: 'hard' })).toBe('BOT_LEVEL_NOT_OFFERED');
    expect(await register({ botLevel: 'easy', bot: 'random' })).toBe('BAD_USER_INPUT');
    expect(await register({ botLevel: 'easy' })).toBe('OK');
  });
});
