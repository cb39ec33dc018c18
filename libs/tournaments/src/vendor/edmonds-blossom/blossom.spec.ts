import fc from 'fast-check';
import { maxWeightMatching, type WeightedEdge } from './blossom';

const vertexCount = (edges: readonly WeightedEdge[]) => Math.max(0, ...edges.flatMap(([i, j]) => [i + 1, j + 1]));
const solve = (edges: readonly WeightedEdge[], maxCardinality = false) =>
  maxWeightMatching(vertexCount(edges), edges, maxCardinality);

/** The weight and size of a matching, checking that it is one: symmetric, and on edges of the graph. */
function measure(edges: readonly WeightedEdge[], mate: readonly number[]): { weight: number; size: number } {
  const weightOf = new Map(edges.map(([i, j, w]) => [`${Math.min(i, j)}-${Math.max(i, j)}`, w]));
  let weight = 0;
  let size = 0;
  mate.forEach((m, v) => {
    if (m === -1 || m < v) return;
    expect(mate[m]).toBe(v);
    const w = weightOf.get(`${v}-${m}`);
    expect(w).toBeDefined();
    weight += w!;
    size += 1;
  });
  return { weight, size };
}

/** Every matching tried, by dynamic programming over the set of vertices still free. */
function bruteForce(
  n: number,
  edges: readonly WeightedEdge[],
  maxCardinality: boolean,
): { weight: number; size: number } {
  const adjacent = Array.from({ length: n }, () => new Map<number, number>());
  for (const [i, j, w] of edges) {
    adjacent[i].set(j, w);
    adjacent[j].set(i, w);
  }
  const better = (a: { weight: number; size: number }, b: { weight: number; size: number }) =>
    maxCardinality ? a.size > b.size || (a.size === b.size && a.weight > b.weight) : a.weight > b.weight;
  const memo = new Map<number, { weight: number; size: number }>();
  const best = (free: number): { weight: number; size: number } => {
    if (free === 0) return { weight: 0, size: 0 };
    const known = memo.get(free);
    if (known) return known;
    const v = 31 - Math.clz32(free);
    const rest = free & ~(1 << v);
    let answer = best(rest); // v stays unmatched
    for (const [u, w] of adjacent[v]) {
      if (!(rest & (1 << u))) continue;
      const sub = best(rest & ~(1 << u));
      const candidate = { weight: sub.weight + w, size: sub.size + 1 };
      if (better(candidate, answer)) answer = candidate;
    }
    memo.set(free, answer);
    return answer;
  };
  return best((1 << n) - 1);
}

describe('maximum-weight matching (Edmonds blossom)', () => {
  it('matches nothing in a graph without edges', () => {
    expect(maxWeightMatching(3, [], false)).toEqual([-1, -1, -1]);
  });

  it('matches the two ends of a single edge', () => {
    expect(solve([[0, 1, 1]])).toEqual([1, 0]);
  });

  it('takes the heavier of two edges that share a vertex', () => {
    expect(
      solve([
        [1, 2, 10],
        [2, 3, 11],
      ]),
    ).toEqual([-1, -1, 3, 2]);
  });

  it('prefers one heavy edge to two light ones, unless asked for the most edges', () => {
    const edges: WeightedEdge[] = [
      [1, 2, 5],
      [2, 3, 11],
      [3, 4, 5],
    ];
    expect(solve(edges)).toEqual([-1, -1, 3, 2, -1]);
    expect(solve(edges, true)).toEqual([-1, 2, 1, 4, 3]);
  });

  it('leaves out negative edges, unless they are needed for the most edges', () => {
    const edges: WeightedEdge[] = [
      [1, 2, 2],
      [1, 3, -2],
      [2, 3, 1],
      [2, 4, -1],
      [3, 4, -6],
    ];
    expect(solve(edges)).toEqual([-1, 2, 1, -1, -1]);
    expect(solve(edges, true)).toEqual([-1, 3, 4, 1, 2]);
  });

  it('rejects an edge from a vertex to itself or out of range, and a weight that is not an integer', () => {
    expect(() => maxWeightMatching(2, [[0, 0, 1]], false)).toThrow(RangeError);
    expect(() => maxWeightMatching(2, [[0, 2, 1]], false)).toThrow(RangeError);
    expect(() => maxWeightMatching(2, [[0, 1, 0.5]], false)).toThrow(RangeError);
  });

  // Graphs whose optimum is reached only through the algorithm's harder steps: blossoms formed,
  // nested, relabelled and expanded. Each optimum is also checked against brute force below.
  const hard: [string, WeightedEdge[], number[]][] = [
    [
      'an S-blossom',
      [
        [1, 2, 8],
        [1, 3, 9],
        [2, 3, 10],
        [3, 4, 7],
      ],
      [-1, 2, 1, 4, 3],
    ],
    [
      'an S-blossom used to augment',
      [
        [1, 2, 8],
        [1, 3, 9],
        [2, 3, 10],
        [3, 4, 7],
        [1, 6, 5],
        [4, 5, 6],
      ],
      [-1, 6, 3, 2, 5, 4, 1],
    ],
    [
      'a T-blossom',
      [
        [1, 2, 9],
        [1, 3, 8],
        [2, 3, 10],
        [1, 4, 5],
        [4, 5, 4],
        [1, 6, 3],
      ],
      [-1, 6, 3, 2, 5, 4, 1],
    ],
    [
      'a T-blossom reached otherwise',
      [
        [1, 2, 9],
        [1, 3, 8],
        [2, 3, 10],
        [1, 4, 5],
        [4, 5, 3],
        [3, 6, 4],
      ],
      [-1, 2, 1, 6, 5, 4, 3],
    ],
    [
      'nested S-blossoms',
      [
        [1, 2, 9],
        [1, 3, 9],
        [2, 3, 10],
        [2, 4, 8],
        [3, 5, 8],
        [4, 5, 10],
        [5, 6, 6],
      ],
      [-1, 3, 4, 1, 2, 6, 5],
    ],
    [
      'nested S-blossoms relabelled',
      [
        [1, 2, 10],
        [1, 7, 10],
        [2, 3, 12],
        [3, 4, 20],
        [3, 5, 20],
        [4, 5, 25],
        [5, 6, 10],
        [6, 7, 10],
        [7, 8, 8],
      ],
      [-1, 2, 1, 4, 3, 6, 5, 8, 7],
    ],
    [
      'nested S-blossoms expanded',
      [
        [1, 2, 8],
        [1, 3, 8],
        [2, 3, 10],
        [2, 4, 12],
        [3, 5, 12],
        [4, 5, 14],
        [4, 6, 12],
        [5, 7, 12],
        [6, 7, 14],
        [7, 8, 12],
      ],
      [-1, 2, 1, 5, 6, 3, 4, 8, 7],
    ],
    [
      'an S-blossom relabelled as T and expanded',
      [
        [1, 2, 23],
        [1, 5, 22],
        [1, 6, 15],
        [2, 3, 25],
        [3, 4, 22],
        [4, 5, 25],
        [4, 8, 14],
        [5, 7, 13],
      ],
      [-1, 6, 3, 2, 8, 7, 1, 5, 4],
    ],
    [
      'a nested S-blossom relabelled as T and expanded',
      [
        [1, 2, 19],
        [1, 3, 20],
        [1, 8, 8],
        [2, 3, 25],
        [2, 4, 18],
        [3, 5, 18],
        [4, 5, 13],
        [4, 7, 7],
        [5, 6, 7],
      ],
      [-1, 8, 3, 2, 7, 6, 5, 4, 1],
    ],
    [
      'a T-blossom expanded while its vertices are reached from outside',
      [
        [1, 2, 45],
        [1, 5, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 50],
        [1, 6, 30],
        [3, 9, 35],
        [4, 8, 35],
        [5, 7, 26],
        [9, 10, 5],
      ],
      [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
    ],
    [
      'a T-blossom expanded, its least-slack edges kept',
      [
        [1, 2, 45],
        [1, 5, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 50],
        [1, 6, 30],
        [3, 9, 35],
        [4, 8, 28],
        [5, 7, 26],
        [9, 10, 5],
      ],
      [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
    ],
    [
      'a nested T-blossom expanded',
      [
        [1, 2, 45],
        [1, 7, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 95],
        [4, 6, 94],
        [5, 6, 94],
        [6, 7, 50],
        [1, 8, 30],
        [3, 11, 35],
        [5, 9, 36],
        [7, 10, 26],
        [11, 12, 5],
      ],
      [-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
    ],
    [
      'a nested blossom relabelled and expanded',
      [
        [1, 2, 40],
        [1, 3, 40],
        [2, 3, 60],
        [2, 4, 55],
        [3, 5, 55],
        [4, 5, 50],
        [1, 8, 15],
        [5, 7, 30],
        [7, 6, 10],
        [8, 10, 10],
        [4, 9, 30],
      ],
      [-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
    ],
  ];
  it.each(hard)('finds the optimum through %s', (_, edges, expected) => {
    const mate = solve(edges);
    expect(mate).toEqual(expected);
    expect(measure(edges, mate).weight).toBe(bruteForce(mate.length, edges, false).weight);
  });

  const graphs = fc
    .integer({ min: 1, max: 14 })
    .chain((n) =>
      fc.tuple(
        fc.constant(n),
        fc.uniqueArray(
          fc.tuple(
            fc.integer({ min: 0, max: n - 1 }),
            fc.integer({ min: 0, max: n - 1 }),
            fc.integer({ min: -20, max: 40 }),
          ),
          {
            selector: ([i, j]) => `${Math.min(i, j)}-${Math.max(i, j)}`,
            maxLength: (n * (n - 1)) / 2,
          },
        ),
      ),
    )
    .map(([n, edges]) => ({ n, edges: edges.filter(([i, j]) => i !== j) as WeightedEdge[] }));

  it('weighs as much as the best matching brute force finds, on any small graph', () => {
    fc.assert(
      fc.property(graphs, ({ n, edges }) => {
        expect(measure(edges, maxWeightMatching(n, edges, false)).weight).toBe(bruteForce(n, edges, false).weight);
      }),
      { numRuns: 2000 },
    );
  });

  it('with maximum cardinality, has as many edges as brute force can match, and the most weight among those', () => {
    fc.assert(
      fc.property(graphs, ({ n, edges }) => {
        expect(measure(edges, maxWeightMatching(n, edges, true))).toEqual(bruteForce(n, edges, true));
      }),
      { numRuns: 2000 },
    );
  });

  it('stays exact with weights as large as the Swiss pairing uses', () => {
    fc.assert(
      fc.property(graphs, ({ n, edges }) => {
        const big = edges.map(([i, j, w]): WeightedEdge => [i, j, (w + 20) * 2 ** 43 + w]);
        expect(measure(big, maxWeightMatching(n, big, true))).toEqual(bruteForce(n, big, true));
      }),
      { numRuns: 500 },
    );
  });
});
