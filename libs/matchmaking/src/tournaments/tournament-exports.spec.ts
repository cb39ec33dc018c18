import type { EventEnvelope, TournamentView } from '@empires/contracts';
import { parseTrf, standingsFromTrf } from '@empires/tournaments';
import { uniqueName } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';
import { applyTournamentResults } from './tournament-results';

describe('official results through the matchmaking requests', () => {
  let mm: TestMatchmaking;
  beforeAll(async () => (mm = await freshMatchmaking()), 30_000);
  afterAll(() => mm.drop());
  const organizer = uniqueName('org');

  /** A Swiss of three players over two rounds (a bye each round), every game won by its first seat. */
  async function finishedSwiss(): Promise<string> {
    const { tournamentId } = await mm.ok<TournamentView>(organizer, {
      type: 'CreateTournament',
      payload: { name: 'Filed', ruleset: 'dice-race', format: 'swiss', rounds: 2 },
    });
    await mm.ok(organizer, { type: 'OpenTournamentRegistration', payload: { tournamentId } });
    for (const p of ['ann', 'ben', 'cat'])
      await mm.ok(uniqueName(p), { type: 'RegisterEntrant', payload: { tournamentId } });
    let view = await mm.ok<TournamentView>(organizer, { type: 'StartTournament', payload: { tournamentId } });
    while (view.status === 'running') {
      const open = view.roundsPlayed.flatMap((r) => r.pairings).filter((p) => p.status === 'playing');
      const endings = open.map((p) => ({
        streamId: p.gameId,
        payload: { type: 'GameFinished', outcome: { ranks: [1, 2], reason: 'race' } },
      }));
      await applyTournamentResults(mm.db, mm.store, endings as unknown as EventEnvelope[]);
      view = await mm.ok<TournamentView>(organizer, { type: 'GetTournament', payload: { tournamentId } });
    }
    return tournamentId;
  }

  it('serves the TRF of a finished Swiss event, which parses back to its standings', async () => {
    const tournamentId = await finishedSwiss();
    const trf = await mm.ok<string>(organizer, {
      type: 'ExportTournamentResults',
      payload: { tournamentId, format: 'trf' },
    });
    const { standings } = await mm.ok<TournamentView>(organizer, { type: 'GetTournament', payload: { tournamentId } });
    expect(standingsFromTrf(parseTrf(trf))).toEqual(standings);
  });

  it('serves the CSV, and refuses a format it does not write', async () => {
    const tournamentId = await finishedSwiss();
    const csv = await mm.ok<string>(organizer, {
      type: 'ExportTournamentResults',
      payload: { tournamentId, format: 'csv' },
    });
    expect(csv.split('\r\n')[0]).toBe('round,table,kind,game_id,seat,entrant_id,name,rank,points,reason');
    expect(
      await mm.codeOf(organizer, {
        type: 'ExportTournamentResults',
        payload: { tournamentId, format: 'pdf' as 'csv' },
      }),
    ).toBe('BAD_USER_INPUT');
  });
});
