import { buildSchema, Kind, parse, validate } from 'graphql';
import { MAX_COST, queryLimits, TYPE_INTROSPECTION_COST } from './query-limits';

// A schema with a cycle, which the real one has not, so depth can be tested at all.
const schema = buildSchema(`
  type Query { node: Node, list(first: Int = 10): [Node] }
  type Node { id: ID, parent: Node, children(limit: Int = 5): [Node] }
`);
const errorsOf = (query: string, depth = 4, cost = 100) =>
  validate(schema, parse(query), [queryLimits(depth, cost)]).map((e) => e.extensions.code);

describe('query limits', () => {
  it('passes an operation within the depth and cost limits', () => {
    expect(errorsOf(`{ node { parent { parent { id } } } }`)).toEqual([]);
  });

  it('refuses an operation nested deeper than the limit, through fragments too', () => {
    expect(errorsOf(`{ node { parent { parent { parent { id } } } } }`)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(errorsOf(`{ node { ...deep } } fragment deep on Node { parent { parent { parent { id } } } }`)).toEqual([
      'QUERY_TOO_COMPLEX',
    ]);
  });

  it('multiplies the cost of a list by its page size, given or by default', () => {
    expect(errorsOf(`{ list { id } }`, 4, 11)).toEqual([]);
    expect(errorsOf(`{ list { id parent { id } } }`, 4, 11)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(errorsOf(`{ list(first: 2) { children(limit: 20) { id } } }`, 4, 30)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(errorsOf(`{ list(first: 2) { children(limit: 2) { id } } }`, 4, 30)).toEqual([]);
  });

  it('costs a page size given as a variable at the largest page', () => {
    expect(errorsOf(`query($n: Int) { list(first: $n) { id } }`, 4, 100)).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('costs introspection what it returns, whatever its depth: two whole schemas fit, a third does not', () => {
    const schemaQuery = `__schema { types { fields { type { ofType { ofType { ofType { name } } } } } } }`;
    const errors = (n: number) =>
      errorsOf(`{ ${Array.from({ length: n }, (_, i) => `s${i}: ${schemaQuery}`).join(' ')} }`, 4, MAX_COST);
    expect(errors(1)).toEqual([]);
    expect(errors(2)).toEqual([]);
    expect(errors(3)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(
      errorsOf(`{ __type(name: "Node") { name } node { __typename id } }`, 4, TYPE_INTROSPECTION_COST + 2),
    ).toEqual([]);
  });

  it('counts aliases of one field separately', () => {
    const many = Array.from({ length: 30 }, (_, i) => `a${i}: node { id }`).join(' ');
    expect(errorsOf(`{ ${many} }`, 4, 50)).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('measures each fragment once, however often it is spread', () => {
    // Each fragment spreads the one before twice: F16 selects F0's field 2^16 times.
    const levels = 16;
    const fragments = Array.from({ length: levels }, (_, k) => `fragment F${k + 1} on Query { ...F${k} ...F${k} }`);
    const document = parse([`{ ...F${levels} }`, 'fragment F0 on Query { node { id } }', ...fragments].join('\n'));
    let reads = 0;
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
      const { selections } = definition.selectionSet;
      Object.defineProperty(definition.selectionSet, 'selections', { get: () => (reads++, selections) });
    }
    const errors = validate(schema, document, [queryLimits(4, Infinity)]);
    expect(errors).toEqual([]);
    expect(reads).toBeLessThanOrEqual(2 * (levels + 1)); // once by validation's walk, once measured
  });
});
