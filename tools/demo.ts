// The end of `npm start`: a demo game between bots, created through the public API, and how to
// watch it with any GraphQL client.
const url = 'http://127.0.0.1:4000/graphql';

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`demo: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function main(): Promise<void> {
  const { register } = await graphql<{ register: { token: string; refreshToken: string; expiresAt: string } }>(`
    mutation {
      register(name: "demo") {
        token
        refreshToken
        expiresAt
      }
    }
  `);
  const { createGame } = await graphql<{ createGame: { id: string; status: string } }>(
    `
      mutation ($input: CreateGameInput!) {
        createGame(input: $input) {
          id
          status
        }
      }
    `,
    {
      input: {
        ruleset: 'risk-empires',
        seats: [
          { kind: 'BOT', level: 'MEDIUM' },
          { kind: 'BOT', level: 'HARD' },
          { kind: 'BOT', level: 'EASY' },
        ],
        options: { roundLimit: 30 },
        start: true,
      },
    },
    register.token,
  );
  const id = createGame.id;
  console.log(`
Demo: a risk-empires game between three bots (medium, hard, easy) is ${createGame.status}: ${id}
Your token (the demo player, a spectator of it; good until ${register.expiresAt}): ${register.token}
A new one when it expires: mutation { refreshSession(refreshToken: "${register.refreshToken}") { token refreshToken } }

Watch it over HTTP:
  curl -s ${url} -H 'content-type: application/json' -H 'authorization: Bearer ${register.token}' \\
    -d '{"query":"{ game(id: \\"${id}\\") { status version toAct outcome { ranks reason } events(afterSeq: 0, limit: 5) { seq type } } }"}'

Follow it live over graphql-ws (any client; connectionParams { authorization: "Bearer <token>" }):
  subscription { gameEvents(gameId: "${id}") { seq type payload } }`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
