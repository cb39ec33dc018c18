import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { RateLimits, rateLimitsPlugin } from './rate-limits';

const SIGN_INS_PER_MINUTE = 3;

/** How many of `n` HTTP requests of `source` from one address get past the rate limits. */
async function passed(source: string, n: number): Promise<number> {
  const plugin = rateLimitsPlugin(
    new RateLimits({ registrationsPerMinute: SIGN_INS_PER_MINUTE, mutationsPerSecond: 0, chatMessagesPer10Seconds: 0 }),
  );
  const document = parse(source);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  let through = 0;
  for (let i = 0; i < n; i++) {
    const hooks = await plugin.requestDidStart?.({} as never);
    try {
      await hooks?.didResolveOperation?.({ document, operation, contextValue: { address: '203.0.113.5' } } as never);
      through++;
    } catch (error) {
      expect(error).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    }
  }
  return through;
}

describe('the sign-in limit per address', () => {
  it('holds for signIn as a plain field', async () => {
    expect(await passed('mutation { signIn(name: "a", password: "b") { token } }', 10)).toBe(SIGN_INS_PER_MINUTE);
  });

  it('holds for signIn inside an inline fragment', async () => {
    expect(await passed('mutation { ... on Mutation { signIn(name: "a", password: "b") { token } } }', 10)).toBe(
      SIGN_INS_PER_MINUTE,
    );
  });

  it('holds for signIn through a named fragment', async () => {
    const source = 'mutation { ...In } fragment In on Mutation { signIn(name: "a", password: "b") { token } }';
    expect(await passed(source, 10)).toBe(SIGN_INS_PER_MINUTE);
  });

  it('holds for claimAccount, which hashes a password as a sign-up does', async () => {
    expect(await passed('mutation { claimAccount(password: "a long password") { token } }', 10)).toBe(
      SIGN_INS_PER_MINUTE,
    );
  });

  it('counts each aliased sign-in of one operation', async () => {
    // Two guesses a request: the second request's second guess is the fourth, over the limit of 3.
    const source =
      'mutation { a: signIn(name: "a", password: "b") { token } b: signIn(name: "a", password: "c") { token } }';
    expect(await passed(source, 2)).toBe(1);
  });
});
