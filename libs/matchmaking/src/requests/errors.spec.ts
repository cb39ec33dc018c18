import { askingPlayer, MatchmakingError } from './errors';

describe('the asking player', () => {
  it("is the player actor's id; any other actor is refused as unauthenticated", () => {
    expect(askingPlayer({ actor: { kind: 'player', playerId: 'ann' } })).toBe('ann');
    const refused = new MatchmakingError('UNAUTHENTICATED', 'matchmaking acts for players');
    expect(() => askingPlayer({ actor: { kind: 'system', service: 'engine' } })).toThrow(refused);
  });
});
