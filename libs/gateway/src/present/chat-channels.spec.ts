import type { GameSummary } from '@empires/contracts';
import { mayUseGameChannel } from './chat-channels';

describe("a game's chat channels, while a stand-in bot plays a seat for its player", () => {
  const game: GameSummary = {
    gameId: 'g_1',
    ruleset: 'dice-race@1.0.0',
    status: 'playing',
    version: 9,
    createdAt: '2026-01-01T00:00:00.000Z',
    toAct: [1],
    seats: [
      { seat: 0, kind: 'player', playerId: 'p_ann' },
      { seat: 1, kind: 'bot', policy: 'random', standingInFor: 'p_ben' },
    ],
  };
  const seatsChannel = { spectators: false };
  const spectatorsChannel = { spectators: true };

  it('keep the player at his table, away from the spectators', () => {
    expect(mayUseGameChannel(seatsChannel, game, 'p_ben')).toBe(true);
    expect(mayUseGameChannel(spectatorsChannel, game, 'p_ben')).toBe(false);
  });

  it('keep an onlooker with the spectators', () => {
    expect(mayUseGameChannel(seatsChannel, game, 'p_cat')).toBe(false);
    expect(mayUseGameChannel(spectatorsChannel, game, 'p_cat')).toBe(true);
  });
});
