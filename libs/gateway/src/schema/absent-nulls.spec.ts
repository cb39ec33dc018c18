import { buildSchema, graphql, type GraphQLObjectType } from 'graphql';
import { absentNullInputs } from './absent-nulls';

const sdl = `
  scalar JSON # a custom scalar built from SDL takes any value as it is, as the gateway's does
  enum Status { OPEN }
  input Filter { status: Status, ruleset: String, tags: [String], nested: Inner }
  input Inner { name: String, data: JSON }
  type Query {
    games(filter: Filter, first: Int! = 20, after: String, filters: [Filter]): String
    plain: String
  }
  type Subscription { moves(after: String): String }
`;

/** Runs `query` against the schema and answers the arguments its `games` resolver received. */
async function argsSeen(query: string, variables?: Record<string, unknown>): Promise<unknown> {
  const schema = buildSchema(sdl);
  let seen: unknown;
  (schema.getType('Query') as GraphQLObjectType).getFields().games.resolve = (_, args) => {
    seen = args;
    return 'ok';
  };
  const result = await graphql({ schema: absentNullInputs(schema), source: query, variableValues: variables });
  expect(result.errors).toBeUndefined();
  return seen;
}

describe('absentNullInputs', () => {
  it('leaves out an argument sent as null, literally or through a variable', async () => {
    expect(await argsSeen('{ games(after: null) }')).toEqual({ first: 20 });
    expect(await argsSeen('query($after: String) { games(after: $after) }', { after: null })).toEqual({ first: 20 });
    expect(await argsSeen('{ games(after: "c1") }')).toEqual({ first: 20, after: 'c1' });
  });

  it('leaves out the null fields of input objects, nested ones and those in lists too', async () => {
    const query = `{ games(
      filter: { status: null, ruleset: "dice-race", nested: { name: null, data: { a: 1 } } },
      filters: [{ ruleset: null, status: OPEN }]
    ) }`;
    expect(await argsSeen(query)).toEqual({
      first: 20,
      filter: { ruleset: 'dice-race', nested: { data: { a: 1 } } },
      filters: [{ status: 'OPEN' }],
    });
  });

  it("keeps a JSON value's nulls and a list's null items as sent", async () => {
    const query = `query($data: JSON) { games(filter: { tags: ["a", null], nested: { data: $data } }, filters: [null]) }`;
    const data = { target: null, list: [null, { x: null }] };
    expect(await argsSeen(query, { data })).toEqual({
      first: 20,
      filter: { tags: ['a', null], nested: { data } },
      filters: [null],
    });
  });

  it('wraps subscriptions and leaves fields without arguments and the default resolver alone', () => {
    const schema = buildSchema(sdl);
    const moves = (schema.getType('Subscription') as GraphQLObjectType).getFields().moves;
    const plain = (schema.getType('Query') as GraphQLObjectType).getFields().plain;
    const subscribe = () => 'stream';
    moves.subscribe = subscribe;
    plain.resolve = () => 'plain';
    const before = plain.resolve;
    absentNullInputs(schema);
    expect(moves.subscribe).not.toBe(subscribe);
    expect(moves.resolve).toBeUndefined();
    expect(plain.resolve).toBe(before);
  });
});
