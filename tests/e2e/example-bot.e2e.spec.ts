import { waitFor } from '@empires/testing';
import { gatewayStack } from './support/gateway-stack';
import { suiteStack } from './support/suite-stack';

const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`;
const GAME = `query($g: ID!) { game(id: $g) { status version seats { kind } } }`;

describe('examples/risk-empires-bot: an outside bot on the public API', () => {
  const s = suiteStack(() => gatewayStack());

  it('two of them, run as any developer would run them, join a game and play it to its outcome', async () => {
    const organizer = await s.player('organizer');
    const { createGame } = await organizer.data<{ createGame: { id: string } }>(CREATE, {
      input: {
        ruleset: 'risk-empires',
        seats: [{ kind: 'OPEN' }, { kind: 'OPEN' }],
        options: { roundLimit: 3, setup: 'dealt' },
      },
    });
    const gameId = createGame.id;
    const url = `http://127.0.0.1:${s.gateway.port}/graphql`;
    const bots = ['a', 'b'].map((name) =>
      s.history.runTool('examples/risk-empires-bot/main.ts', [
        '--url',
        url,
        '--name',
        `example-${name}`,
        '--game',
        gameId,
      ]),
    );
    type Game = { game: { status: string; version: number; seats: { kind: string }[] } };
    const ended: { code: number; output: string }[] = [];
    for (const bot of bots) void bot.then((run) => ended.push(run));
    const seated = async () => {
      // A bot that gave up before its seat was taken says why, at once.
      if (ended.some((run) => run.code !== 0)) throw new Error(ended.map((run) => run.output).join('\n'));
      return (await organizer.request<Game>(GAME, { g: gameId })).data?.game.seats.every(
        (seat) => seat.kind === 'PLAYER',
      );
    };
    // Each bot is a process of its own, compiled on start: on a loaded machine that takes a while.
    await waitFor(seated, 90_000, 'both bots to take a seat');
    await organizer.data(`mutation($g: ID!) { startGame(gameId: $g) { version } }`, { g: gameId });

    const runs = await Promise.all(bots);
    const moves = runs.map((run) => {
      expect(run.code ? run.output : 0).toBe(0); // the output, when it failed
      return Number(/game over after (\d+) moves/.exec(run.output)?.[1]);
    });
    expect(moves.every((n) => n > 5)).toBe(true);
    expect(runs.map((run) => /playing seat (\d)/.exec(run.output)?.[1]).sort()).toEqual(['0', '1']);
    const { game } = await organizer.data<Game>(GAME, { g: gameId });
    expect(game.status).toBe('FINISHED');
    expect(game.version).toBeGreaterThan(moves[0] + moves[1]); // every move counted was accepted: an event at least each
  });
});
