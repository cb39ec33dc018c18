import fc from 'fast-check';
import { seededRandom } from './seeded-random';
import { pairSwissPlayers, type SwissPlayer, type SwissTable } from './swiss-matching';

const player = (id: string, score: number, extra: Partial<SwissPlayer> = {}): SwissPlayer => ({
  id,
  score,
  avoid: [],
  receivedBye: false,
  seatBalance: 0,
  ...extra,
});
const pair = (players: readonly SwissPlayer[], seed = 1) => pairSwissPlayers(players, seededRandom(seed, 1));
const games = (tables: readonly SwissTable[]) =>
  tables.filter((t) => t.kind === 'game').map((t) => [...t.seats].sort());
const byes = (tables: readonly SwissTable[]) => tables.filter((t) => t.kind === 'bye').map((t) => t.seats[0]);

describe('Swiss pairing by maximum-weight matching', () => {
  it('pairs within score groups when they are even', () => {
    const tables = pair([player('a', 2), player('b', 1), player('c', 2), player('d', 1)]);
    expect(games(tables).sort()).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
  });

  it('floats the lowest ranked of an odd score group down to the highest ranked of the next', () => {
    // Seed order a..f; a, b and c have 2 points, d, e and f have 1.
    const field = ['a', 'b', 'c'].map((id) => player(id, 2)).concat(['d', 'e', 'f'].map((id) => player(id, 1)));
    for (const seed of [1, 2, 3, 4, 5]) expect(games(pair(field, seed))).toContainEqual(['c', 'd']);
  });

  it('never pairs two players who have met, even across score groups', () => {
    const tables = pair([
      player('a', 1, { avoid: ['b'] }),
      player('b', 1, { avoid: ['a'] }),
      player('c', 0),
      player('d', 0),
    ]);
    expect(games(tables)).not.toContainEqual(['a', 'b']);
    expect(games(tables)).toHaveLength(2);
  });

  it('gives the bye to the lowest ranked of the lowest score group who has had none', () => {
    const field = [
      player('a', 1),
      player('b', 1),
      player('c', 0),
      player('d', 0),
      player('e', 0, { receivedBye: true }),
    ];
    for (const seed of [1, 2, 3]) expect(byes(pair(field, seed))).toEqual(['d']);
  });

  it('gives a second bye only when everyone without one must play', () => {
    const field = [player('a', 2), player('b', 1, { receivedBye: true }), player('c', 1, { receivedBye: true })];
    expect(byes(pair(field))).toEqual(['a']);
    const everyoneHadOne = field.map((p) => ({ ...p, receivedBye: true }));
    expect(byes(pair(everyoneHadOne))).toEqual(['c']);
  });

  it('gives byes to whoever is left when no pairing avoids a repeat, rather than repeat a game', () => {
    // Everyone has met everyone outside their own triangle: only three of the six can play.
    const triangles = [
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ];
    const field = triangles.flat().map((id) => {
      const own = triangles.find((t) => t.includes(id))!;
      return player(id, 1, { avoid: triangles.flat().filter((o) => !own.includes(o)) });
    });
    const tables = pair(field);
    expect(games(tables)).toHaveLength(2);
    expect(byes(tables)).toHaveLength(2);
    for (const [x, y] of games(tables)) expect(triangles.some((t) => t.includes(x) && t.includes(y))).toBe(true);
  });

  it('pairs the one game left when a withdrawal leaves three who have nearly all met', () => {
    const field = [
      player('bot-2', 1, { avoid: ['bot-3', 'bot-4'] }),
      player('bot-3', 1, { avoid: ['bot-1', 'bot-2'] }),
      player('bot-4', 1, { avoid: ['bot-2'], receivedBye: true }),
    ];
    const tables = pair(field);
    expect(games(tables)).toEqual([['bot-3', 'bot-4']]);
    expect(byes(tables)).toEqual(['bot-2']);
  });

  it('seats first the player who has sat first less often', () => {
    const tables = pair([player('a', 1, { seatBalance: 1 }), player('b', 1, { seatBalance: -1 })]);
    expect(tables[0].seats).toEqual(['b', 'a']);
  });

  it('lists games by the rank of their better player, byes last', () => {
    const tables = pair([player('a', 0), player('b', 2), player('c', 0), player('d', 2), player('e', 0)]);
    expect(tables.map((t) => t.kind)).toEqual(['game', 'game', 'bye']);
    expect([...tables[0].seats].sort()).toEqual(['b', 'd']);
  });

  it('pairs the same input the same way under the same seed, and differently under others', () => {
    const field = Array.from({ length: 16 }, (_, i) => player(`p${i}`, 0));
    expect(pair(field, 7)).toEqual(pair(field, 7));
    const distinct = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(games(pair(field, seed)))));
    expect(distinct.size).toBeGreaterThan(1);
  });

  /** A field of up to 9 with scores in halves, some games already played, some byes had. */
  const fields = fc
    .integer({ min: 2, max: 9 })
    .chain((n) =>
      fc.record({
        scores: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: n, maxLength: n }),
        byes: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        met: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: n }),
        seed: fc.integer(),
      }),
    )
    .map(({ scores, byes, met, seed }) => {
      const ids = scores.map((_, i) => `p${i}`);
      const avoid = ids.map((id, i) =>
        met.filter(([a, b]) => a !== b && (a === i || b === i)).map(([a, b]) => ids[a === i ? b : a]),
      );
      return {
        seed,
        players: ids.map((id, i) => player(id, scores[i] / 2, { avoid: avoid[i], receivedBye: byes[i] })),
      };
    });

  it('is as good as the best pairing brute force finds: no repeat, bye rule, then score closeness, then float order', () => {
    fc.assert(
      fc.property(fields, ({ players, seed }) => {
        const best = bruteForce(players);
        const tables = pairSwissPlayers(players, seededRandom(seed, 1));
        expect(tables.flatMap((t) => t.seats).sort()).toEqual(players.map((p) => p.id).sort());
        for (const t of tables.filter((x) => x.kind === 'game'))
          expect(players.find((p) => p.id === t.seats[0])!.avoid).not.toContain(t.seats[1]);
        const ours = measure(players, tables);
        expect(ours.byes).toBe(best.byes);
        expect([ours.secondByes, ours.cost, -ours.order]).toEqual([best.secondByes, best.cost, -best.order]);
      }),
      { numRuns: 1500 },
    );
  });
});

/**
 * The rules restated on their own, to judge any pairing: players ranked by score then seed; the
 * cost of a game is its squared score difference in half points, of a bye the squared distance to
 * one point below the lowest score; the float order prefers the lower ranked of a higher group
 * against the higher ranked of a lower group, and byes to the lowest ranked.
 */
function measure(players: readonly SwissPlayer[], tables: readonly SwissTable[]) {
  const rank = new Map(
    players
      .map((p, seed) => ({ p, seed }))
      .sort((a, b) => b.p.score - a.p.score || a.seed - b.seed)
      .map(({ p }, i) => [p.id, i]),
  );
  const of = new Map(players.map((p) => [p.id, p]));
  const half = (id: string) => Math.round(of.get(id)!.score * 2);
  const byeHalf = Math.min(...players.map((p) => half(p.id))) - 2;
  let cost = 0;
  let order = 0;
  let secondByes = 0;
  const byeIds = tables.filter((t) => t.kind === 'bye').map((t) => t.seats[0]);
  for (const t of tables) {
    if (t.kind === 'game') {
      const [x, y] = [...t.seats].sort((a, b) => rank.get(a)! - rank.get(b)!);
      cost += (half(x) - half(y)) ** 2;
      if (half(x) !== half(y)) order += rank.get(x)! - rank.get(y)!;
    }
  }
  // With an odd field one bye is the odd one out, the rest are players nobody could be paired with.
  if (players.length % 2 === 1 && byeIds.length > 0) {
    const odd = byeIds.reduce((a, b) =>
      costOfBye(b) < costOfBye(a) || (costOfBye(b) === costOfBye(a) && rank.get(b)! > rank.get(a)!) ? b : a,
    );
    cost += costOfBye(odd);
    order += rank.get(odd)!;
  }
  for (const id of byeIds) if (of.get(id)!.receivedBye) secondByes += 1;
  return { byes: byeIds.length, secondByes, cost, order };

  function costOfBye(id: string) {
    return (half(id) - byeHalf) ** 2;
  }
}

/** Every way to seat the field, judged by `measure`; the best by (fewest byes, fewest second byes, least cost, best order). */
function bruteForce(players: readonly SwissPlayer[]) {
  const ids = players.map((p) => p.id);
  const of = new Map(players.map((p) => [p.id, p]));
  let best: ReturnType<typeof measure> | undefined;
  const better = (a: ReturnType<typeof measure>, b: ReturnType<typeof measure>) =>
    a.byes - b.byes || a.secondByes - b.secondByes || a.cost - b.cost || b.order - a.order;
  const walk = (left: readonly string[], tables: SwissTable[]) => {
    if (left.length === 0) {
      const m = measure(players, tables);
      if (!best || better(m, best) < 0) best = m;
      return;
    }
    const [first, ...rest] = left;
    walk(rest, [...tables, { kind: 'bye', seats: [first] }]);
    for (const other of rest)
      if (!of.get(first)!.avoid.includes(other) && !of.get(other)!.avoid.includes(first))
        walk(
          rest.filter((x) => x !== other),
          [...tables, { kind: 'game', seats: [first, other] }],
        );
  };
  walk(ids, []);
  return best!;
}
