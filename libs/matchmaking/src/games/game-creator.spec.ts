import type { CommandResult, TournamentView } from '@empires/contracts';
import type { CommandClient } from '@empires/messaging';
import { uniqueName, waitFor } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';
import { OwedGames } from './game-creator';

describe('games owed to the engine', () => {
  let mm: TestMatchmaking;
  beforeAll(async () => (mm = await freshMatchmaking()), 30_000);
  afterAll(() => mm.drop());

  /** An engine that refuses every CreateGame, as it refuses options its ruleset's schema does not know. */
  const refusingEngine = () => {
    const sent: string[] = [];
    const send = async (gameId: string): Promise<CommandResult> => {
      sent.push(gameId);
      return {
        commandId: `create:${gameId}`,
        streamId: gameId,
        status: 'rejected',
        code: 'BAD_USER_INPUT',
        message: 'options $: Unrecognized key: "typo" (typo)',
      };
    };
    return { sent, commands: { send } as unknown as CommandClient };
  };

  it('sends a refused game once, marks it refused, and closes the tournament round that waited for it', async () => {
    const organizer = uniqueName('org');
    const { tournamentId } = await mm.ok<TournamentView>(organizer, {
      type: 'CreateTournament',
      payload: { name: 'Refused', ruleset: 'dice-race', format: 'swiss', rounds: 1 },
    });
    await mm.ok(organizer, { type: 'OpenTournamentRegistration', payload: { tournamentId } });
    for (const bot of ['random', 'random'])
      await mm.ok(organizer, { type: 'RegisterEntrant', payload: { tournamentId, bot } });
    const started = await mm.ok<TournamentView>(organizer, { type: 'StartTournament', payload: { tournamentId } });
    const gameId = started.roundsPlayed[0].pairings[0].gameId;

    const engine = refusingEngine();
    const errors: unknown[] = [];
    const owed = new OwedGames(mm.db, mm.store, engine.commands, (e) => errors.push(e));
    await owed.sweep();
    const [row] = await waitFor(async () => {
      const rows = await mm.db.query<{ refused: string | null; created: boolean }>(
        `SELECT refused, created FROM games_to_create WHERE game_id = $1`,
        [gameId],
      );
      return rows[0]?.refused ? rows : undefined;
    });
    expect(row).toEqual({ refused: 'BAD_USER_INPUT: options $: Unrecognized key: "typo" (typo)', created: false });
    expect(String(errors[0])).toContain(`the engine refused to create game ${gameId}`);

    const view = await mm.ok<TournamentView>(organizer, { type: 'GetTournament', payload: { tournamentId } });
    expect(view.status).toBe('finished');
    expect(view.roundsPlayed[0].pairings[0]).toMatchObject({
      status: 'finished',
      reason: expect.stringContaining('not created: BAD_USER_INPUT'),
      seats: [expect.objectContaining({ rank: 1 }), expect.objectContaining({ rank: 1 })],
    });

    await owed.sweep();
    await owed.sweep();
    expect(engine.sent.filter((id) => id === gameId)).toHaveLength(1);
  });
});
