import { EmpiresApi } from '../../examples/risk-empires-bot/api';
import { joinSeat, playSeat } from '../../examples/risk-empires-bot/bot';
import { gatewayStack, type GatewayStack } from './support/gateway-stack';

describe('examples/risk-empires-bot: an outside bot on the public API', () => {
  let s: GatewayStack;

  beforeAll(async () => {
    s = await gatewayStack();
  });
  afterAll(() => s?.close());

  it('two of them register, join, start and play a risk-empires game to its outcome', async () => {
    const anonymous = new EmpiresApi(`http://127.0.0.1:${s.gateway.port}/graphql`);
    const [a, b] = await Promise.all([anonymous.register('example-a'), anonymous.register('example-b')]);
    const { createGame } = await a.api.query<{ createGame: { id: string } }>(`mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`, {
      input: { ruleset: 'risk-empires', seats: [{ kind: 'me' }, { kind: 'open' }], options: { roundLimit: 3, setup: 'dealt' } },
    });
    const gameId = createGame.id;
    expect(await joinSeat(b.api, gameId)).toBe(1);
    await a.api.query(`mutation($g: ID!) { startGame(gameId: $g) { version } }`, { g: gameId });

    const [first, second] = await Promise.all([playSeat(a.api, gameId, 0), playSeat(b.api, gameId, 1)]);
    await Promise.all([a.api.close(), b.api.close()]);

    expect(first.outcome).toEqual(second.outcome);
    expect(first.outcome?.ranks).toHaveLength(2);
    expect(first.moves).toBeGreaterThan(5);
    expect(second.moves).toBeGreaterThan(5);
    const { game } = await a.api.query<{ game: { status: string; version: number } }>(`query($g: ID!) { game(id: $g) { status version } }`, { g: gameId });
    expect(game.status).toBe('finished');
    expect(game.version).toBeGreaterThan(first.moves + second.moves); // every move counted was accepted: an event at least each
  });
});
