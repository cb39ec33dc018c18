import { buildSchema } from 'graphql';
import { limitSocketOperation, MAX_ALIASES, MAX_TOKENS, parseOperation } from './limits-plugin';
import { RateLimits } from './rate-limits';

const schema = buildSchema(`
  type Query { serverInfo: String }
  type Event { seq: Int, type: String }
  type Subscription { gameEvents(gameId: ID!): Event }
`);
const follow = `subscription {\n  gameEvents(gameId: "g") { seq }\n}`;
const unlimited = new RateLimits({ registrationsPerMinute: 0, mutationsPerSecond: 0, chatMessagesPer10Seconds: 0 });
const answer = async (query: string) =>
  (await limitSocketOperation(schema, unlimited, { query }))?.map((e) => ({
    code: e.extensions.code,
    message: e.message,
    at: e.locations,
  }));

describe('graphql-ws operations: checked as HTTP ones are', () => {
  it('lets a valid subscription through', async () => {
    expect(await answer(follow)).toBeUndefined();
  });

  it('refuses a document past the token cap before graphql-ws parses it without one', async () => {
    const long = `subscription { gameEvents(gameId: "g") { ${'seq '.repeat(MAX_TOKENS)} } }`;
    expect(await answer(long)).toEqual([expect.objectContaining({ code: 'GRAPHQL_PARSE_FAILED' })]);
    expect((await answer(long))?.[0].message).toContain(`${MAX_TOKENS} tokens`);
  });

  it('answers a syntax error and a field the schema lacks with a code and where they are', async () => {
    expect(await answer(`subscription { gameEvents(gameId: "g") { seq }`)).toEqual([
      expect.objectContaining({ code: 'GRAPHQL_PARSE_FAILED', at: [{ line: 1, column: 47 }] }),
    ]);
    expect(await answer(`subscription {\n  gameEvents(gameId: "g") { sequence }\n}`)).toEqual([
      expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED', at: [{ line: 2, column: 29 }] }),
    ]);
  });

  it('refuses 40 levels of fragments each spreading the one before twice (2^40 fields in 412 tokens)', async () => {
    const fragments = Array.from({ length: 40 }, (_, k) => `fragment F${k + 1} on Query { ...F${k} ...F${k} }`);
    const doubling = ['{ ...F40 }', 'fragment F0 on Query { serverInfo }', ...fragments].join('\n');
    expect(await answer(doubling)).toEqual([expect.objectContaining({ code: 'QUERY_TOO_COMPLEX' })]);
  });

  it('applies the limits after the schema', async () => {
    const aliases = `subscription { gameEvents(gameId: "g") { ${Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: seq`).join(' ')} } }`;
    expect(await answer(aliases)).toEqual([expect.objectContaining({ code: 'QUERY_TOO_COMPLEX' })]);
  });
});

describe('parseOperation: the document a subscription keeps', () => {
  it('holds no locations, so none of the tokens stay in memory with it', () => {
    const document = parseOperation(follow);
    expect(document.loc).toBeUndefined();
    expect(JSON.stringify(document)).not.toContain('"loc"');
  });

  it('keeps the token cap', () => {
    expect(() => parseOperation(`{ ${'serverInfo '.repeat(MAX_TOKENS)} }`)).toThrow(/tokens/);
  });
});
