import type { Actor, CommandResult, TournamentView } from '@empires/contracts';
import type { CommandClient } from '@empires/messaging';
import { uniqueName } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';
import { ResignationsOwed } from './seats-to-resign';

describe('seats whose resignation is owed to the engine', () => {
  let mm: TestMatchmaking;
  beforeAll(async () => (mm = await freshMatchmaking()), 30_000);
  afterAll(() => mm.drop());

  /** An engine that accepts every command, and keeps what it was sent. */
  const acceptingEngine = () => {
    const sent: { gameId: string; type: string; payload: unknown; actor: Actor; commandId?: string }[] = [];
    const send = async (
      gameId: string,
      type: string,
      payload: unknown,
      actor: Actor,
      options: { commandId?: string } = {},
    ): Promise<CommandResult> => {
      sent.push({ gameId, type, payload, actor, commandId: options.commandId });
      return { commandId: options.commandId ?? '', streamId: gameId, status: 'accepted', version: 9, events: [] };
    };
    return { sent, commands: { send } as unknown as CommandClient };
  };

  /** A one-round tournament of two players, started: their game paired and owed to the engine. */
  async function playing() {
    const organizer = uniqueName('org');
    const [ann, ben] = [uniqueName('ann'), uniqueName('ben')];
    const { tournamentId } = await mm.ok<TournamentView>(organizer, {
      type: 'CreateTournament',
      payload: { name: 'Withdrawn', ruleset: 'dice-race', format: 'swiss', rounds: 1 },
    });
    await mm.ok(organizer, { type: 'OpenTournamentRegistration', payload: { tournamentId } });
    for (const p of [ann, ben]) await mm.ok(p, { type: 'RegisterEntrant', payload: { tournamentId } });
    const started = await mm.ok<TournamentView>(organizer, { type: 'StartTournament', payload: { tournamentId } });
    const pairing = started.roundsPlayed[0].pairings[0];
    const created = () => mm.db.query(`UPDATE games_to_create SET created = true WHERE game_id = $1`, [pairing.gameId]);
    return {
      tournamentId,
      ben,
      gameId: pairing.gameId,
      benSeat: pairing.seats.findIndex((s) => s.entrantId === ben),
      created,
    };
  }

  it("resigns, as the system, the seat an entrant who withdrew mid-game held in the engine's game, once", async () => {
    const { tournamentId, ben, gameId, benSeat, created } = await playing();
    await created();
    await mm.ok(ben, { type: 'WithdrawEntrant', payload: { tournamentId } });

    const engine = acceptingEngine();
    const owed = new ResignationsOwed(mm.db, engine.commands, (e) => {
      throw e;
    });
    await owed.sweep();
    await owed.sweep();
    expect(engine.sent).toEqual([
      {
        gameId,
        type: 'Resign',
        payload: { seat: benSeat },
        actor: { kind: 'system', service: 'matchmaking' },
        commandId: `resign:${gameId}:${benSeat}`,
      },
    ]);
  });

  it('waits for the engine to have created the game before resigning its seat', async () => {
    const { tournamentId, ben, gameId, created } = await playing();
    await mm.ok(ben, { type: 'WithdrawEntrant', payload: { tournamentId } });

    const engine = acceptingEngine();
    const owed = new ResignationsOwed(mm.db, engine.commands, (e) => {
      throw e;
    });
    await owed.sweep();
    expect(engine.sent).toEqual([]);
    await created();
    await owed.sweep();
    expect(engine.sent.map((c) => [c.gameId, c.type])).toEqual([[gameId, 'Resign']]);
  });
});
