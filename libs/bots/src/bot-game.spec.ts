import type { EventEnvelope } from '@empires/contracts';
import { redactEnvelope, simulateGame } from '@empires/engine-core';
import { riskEmpires } from '@empires/rules-risk-empires';
import { RulesetRegistry } from '@empires/rules-kernel';
import { adoptSeat, applyToBotGame, dueSeats, type BotGame, type StandIn } from './bot-game';

const registry = new RulesetRegistry([riskEmpires]);
const { envelopes } = simulateGame({
  registry,
  ruleset: riskEmpires,
  gameId: 'g1',
  seats: 3,
  options: {},
  secret: '0123456789abcdef0123456789abcdef',
  seedHash: 'h',
  playerSeed: 11,
  maxCommands: 400,
  now: () => '2026-11-25T12:00:00.000Z',
});

/** The bot game of a runner that followed the stream from its first event. */
function follow(events: readonly EventEnvelope[]): BotGame {
  let game: BotGame | undefined;
  for (const e of events) {
    const applied = applyToBotGame(registry, game, e);
    if (!('game' in applied)) throw new Error(`event ${e.seq} not applied: ${JSON.stringify(applied)}`);
    game = applied.game;
  }
  return game!;
}

const lifecycleAt = (seq: number, type: string, payload: object): EventEnvelope => ({
  ...envelopes[0],
  eventId: `g1:${seq}`,
  seq,
  type,
  payload: { type, ...payload },
});

describe('a stand-in bot taking over a seat mid-game (clocks: onTimeout bot)', () => {
  const seat = 1;
  const seq = Math.floor(envelopes.length * 0.7);
  const takenOver = lifecycleAt(seq, 'SeatTakenOver', {
    seat,
    holder: { kind: 'bot', policy: 'random', standingInFor: 'ben', until: 'game' },
  });
  // What history gives the player away: the events before the takeover, redacted for their seat.
  const history = envelopes
    .slice(0, seq - 1)
    .flatMap((e) => redactEnvelope(registry, e, seat, false) ?? []) as EventEnvelope[];

  it('is asked to adopt the seat, even in a game the runner never followed', () => {
    const applied = applyToBotGame(registry, undefined, takenOver);
    expect(applied).toEqual({ adopt: { gameId: 'g1', seat, policy: 'random', playerId: 'ben', seq } });
  });

  it("sees, from history, exactly what a bot that sat there from the start sees, and none of the others' secrets", () => {
    const standIn: StandIn = { gameId: 'g1', seat, policy: 'random', playerId: 'ben', seq };
    const adopted = adoptSeat(registry, undefined, standIn, history)!;
    const follower = follow(envelopes.slice(0, seq - 1));
    expect(adopted.version).toBe(seq - 1);
    expect(adopted.views[0].table?.state).toEqual(follower.views[seat].table?.state);
    expect(adopted.views[0].table?.state).not.toEqual(follower.views[0].table?.state);
  });

  it('plays the seat when it is due, and lets go of it when the player is back', () => {
    const standIn: StandIn = { gameId: 'g1', seat, policy: 'random', playerId: 'ben', seq };
    const adopted = adoptSeat(registry, undefined, standIn, history)!;
    const after = applyToBotGame(registry, adopted, takenOver);
    if (!('game' in after)) throw new Error('takeover not applied');
    expect(after.game.bots).toEqual([{ seat, policy: 'random' }]);
    const mustAct = (envelopes[seq - 2].toAct ?? []).includes(seat);
    expect(dueSeats(registry, after.game).map((b) => b.seat)).toEqual(mustAct ? [seat] : []);
    const back = applyToBotGame(
      registry,
      after.game,
      lifecycleAt(seq + 1, 'SeatReclaimed', { seat, holder: { kind: 'player', playerId: 'ben' } }),
    );
    if (!('game' in back)) throw new Error('reclaim not applied');
    expect(back.game.bots).toEqual([]);
    expect(back.game.views).toEqual([]);
  });

  it('refuses to add a view to a game that is not at the event before the takeover', () => {
    const follower = follow(envelopes.slice(0, seq - 3));
    const standIn: StandIn = { gameId: 'g1', seat, policy: 'random', playerId: 'ben', seq };
    expect(adoptSeat(registry, follower, standIn, history)).toBeUndefined();
  });
});
