import { findMatches, type Waiting } from './matcher';

const waiting = (playerId: string, mu: number, joinedAt = 0, extra: Partial<Waiting> = {}): Waiting => ({
  playerId,
  ruleset: 'risk-empires',
  players: 4,
  mu,
  joinedAt,
  botFill: false,
  botFillAfterMs: 30_000,
  ...extra,
});
const options = { baseGap: 2, gapPerSecond: 1 };
const groups = (ms: ReturnType<typeof findMatches>) => ms.map((m) => m.players.map((p) => p.playerId).sort());

describe('matcher', () => {
  it('groups players of close rating at once', () => {
    const ws = [waiting('a', 20), waiting('b', 21), waiting('c', 20.5), waiting('d', 21.5)];
    expect(groups(findMatches(ws, 0, options))).toEqual([['a', 'b', 'c', 'd']]);
  });

  it('keeps players of distant rating apart until they have waited long enough', () => {
    const ws = [waiting('a', 10), waiting('b', 20), waiting('c', 30), waiting('d', 40)];
    expect(findMatches(ws, 5_000, options)).toEqual([]);
    expect(groups(findMatches(ws, 30_000, options))).toEqual([['a', 'b', 'c', 'd']]);
  });

  it('forms the tightest games first: twelve spread players make three bands', () => {
    const ws = Array.from({ length: 12 }, (_, i) => waiting(`p${i}`, 10 + i * 3, 0));
    const matches = findMatches(ws, 20_000, options);
    expect(groups(matches)).toEqual([
      ['p0', 'p1', 'p2', 'p3'],
      ['p4', 'p5', 'p6', 'p7'],
      ['p10', 'p11', 'p8', 'p9'],
    ]);
  });

  it('never mixes queues of another ruleset or seat count', () => {
    const ws = [
      waiting('a', 20),
      waiting('b', 20),
      waiting('c', 20, 0, { players: 2 }),
      waiting('d', 20, 0, { ruleset: 'warlords' }),
    ];
    expect(findMatches(ws, 0, options)).toEqual([]);
  });

  it('fills empty seats with bots for a lone player who allowed it, once the wait is over', () => {
    const lone = waiting('solo', 25, 0, { botFill: true, botFillAfterMs: 10_000 });
    expect(findMatches([lone], 9_999, options)).toEqual([]);
    expect(findMatches([lone], 10_000, options)).toEqual([{ ruleset: 'risk-empires', players: [lone], bots: 3 }]);
    expect(findMatches([{ ...lone, botFill: false }], 60_000, options)).toEqual([]);
  });
});
