import type { GameFacts } from './facts';
import { FilterError, gameMatcher, type GameFilter } from './filter';

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

/** A filter and whether it keeps `game()`, by what the filter tests. */
const cases: readonly [string, GameFilter, boolean][] = [
  ['ruleset id', { ruleset: 'risk-empires' }, true],
  ['ruleset id@version', { ruleset: 'risk-empires@1.2.0' }, true],
  ['ruleset id@version', { ruleset: 'risk-empires@1.1.0' }, false],
  ['ruleset id', { ruleset: 'warlords' }, false],
  ['a player holding a seat', { player: 'ann' }, true],
  ['a player holding a seat', { player: 'ben' }, false],
  ['creation since (inclusive)', { since: '2026-03-05' }, true],
  ['creation since (inclusive)', { since: '2026-03-06' }, false],
  ['creation until (exclusive)', { until: '2026-03-05T12:00:00Z' }, false],
  ['creation until (exclusive)', { until: '2026-03-06' }, true],
  ["a tournament's games", { gameIds: new Set(['g1']) }, true],
  ["a tournament's games", { gameIds: new Set(['g2']) }, false],
  ['status', { status: 'aborted' }, false],
];

describe('which games an export keeps', () => {
  it.each(cases)('by %s: %p keeps it: %p', (_, filter, keeps) => {
    expect(gameMatcher(filter)(game())).toBe(keeps);
  });

  it('refuses a date it cannot read, saying what it takes', () => {
    expect(() => gameMatcher({ since: 'last tuesday' })).toThrow(FilterError);
    expect(() => gameMatcher({ since: 'last tuesday' })).toThrow(/ISO date/);
  });
});
