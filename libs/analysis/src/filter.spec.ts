import type { GameFacts } from './facts';
import { FilterError, gameMatcher } from './filter';

const game = (over: Partial<GameFacts> = {}): GameFacts => ({
  id: 'g1',
  rulesetId: 'risk-empires',
  rulesetVersion: '1.2.0',
  status: 'finished',
  createdAt: '2026-03-05T12:00:00.000Z',
  startedAt: null,
  endedAt: null,
  seats: [
    { kind: 'player', playerId: 'ann' },
    { kind: 'bot', policy: 'random' },
  ],
  outcome: null,
  seedHash: null,
  seedRevealed: true,
  moves: [],
  rounds: null,
  ...over,
});

describe('which games an export keeps', () => {
  it('by ruleset id, or id@version', () => {
    expect(gameMatcher({ ruleset: 'risk-empires' })(game())).toBe(true);
    expect(gameMatcher({ ruleset: 'risk-empires@1.2.0' })(game())).toBe(true);
    expect(gameMatcher({ ruleset: 'risk-empires@1.1.0' })(game())).toBe(false);
    expect(gameMatcher({ ruleset: 'warlords' })(game())).toBe(false);
  });

  it('by a player holding a seat', () => {
    expect(gameMatcher({ player: 'ann' })(game())).toBe(true);
    expect(gameMatcher({ player: 'ben' })(game())).toBe(false);
  });

  it('by creation in [since, until)', () => {
    expect(gameMatcher({ since: '2026-03-05' })(game())).toBe(true);
    expect(gameMatcher({ since: '2026-03-06' })(game())).toBe(false);
    expect(gameMatcher({ until: '2026-03-05T12:00:00Z' })(game())).toBe(false);
    expect(gameMatcher({ until: '2026-03-06' })(game())).toBe(true);
  });

  it('by a tournament’s games and by status', () => {
    expect(gameMatcher({ gameIds: new Set(['g1']) })(game())).toBe(true);
    expect(gameMatcher({ gameIds: new Set(['g2']) })(game())).toBe(false);
    expect(gameMatcher({ status: 'aborted' })(game())).toBe(false);
  });

  it('refuses a date it cannot read, saying what it takes', () => {
    expect(() => gameMatcher({ since: 'last tuesday' })).toThrow(FilterError);
    expect(() => gameMatcher({ since: 'last tuesday' })).toThrow(/ISO date/);
  });
});
