import { buildSchema, Kind, parse, validate, type OperationDefinitionNode } from 'graphql';
import type { Player } from './player';
import { scopesPlugin } from './scopes';

const schema = buildSchema(`
  type Query { me: String }
  type Mutation { submitAction(gameId: ID!): Int, createTournament(name: String!): ID }
`);
const readOnly: Player = {
  id: 'p_1',
  name: 'Ada',
  guest: false,
  bot: false,
  roles: [],
  scopes: ['read'],
  tokenId: 't_1',
};

/** What the HTTP door answers a personal token with only the `read` scope. */
async function refusalOf(source: string): Promise<string | undefined> {
  const document = parse(source);
  expect(validate(schema, document)).toEqual([]);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const hooks = await scopesPlugin().requestDidStart?.({} as never);
  try {
    await hooks?.didResolveOperation?.({ document, operation, contextValue: { player: readOnly } } as never);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the scopes of a personal token', () => {
  it('let a read-only token read', async () => {
    expect(await refusalOf('{ me ... on Query { me } }')).toBeUndefined();
  });

  it('keep a read-only token from playing, the mutation plain or inside an inline fragment', async () => {
    expect(await refusalOf('mutation { submitAction(gameId: "g") }')).toMatch(/play scope/);
    expect(await refusalOf('mutation { ... on Mutation { submitAction(gameId: "g") } }')).toMatch(/play scope/);
  });

  it('keep a read-only token from organizing through a named fragment', async () => {
    expect(await refusalOf('mutation { ...Run } fragment Run on Mutation { createTournament(name: "x") }')).toMatch(
      /organize scope/,
    );
  });
});
