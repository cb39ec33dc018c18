// The example bot from the command line:
//   npm run example:bot -- [--url http://localhost:4000/graphql] [--name Bot] (--game ID | --against POLICY)
// `--game` joins an open seat of that game; `--against random` creates a 2-player game with one of
// the server's bots, starts it, and plays it.
import { EmpiresApi } from './api';
import { joinSeat, playSeat } from './bot';

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const anonymous = new EmpiresApi(arg('url') ?? 'http://localhost:4000/graphql');
  const { api } = await anonymous.register(arg('name') ?? 'ExampleBot');
  let gameId = arg('game');
  let seat = 0;
  if (gameId) {
    seat = await joinSeat(api, gameId);
  } else {
    const seats = [{ kind: 'ME' }, { kind: 'BOT', policy: arg('against') ?? 'random' }];
    const { createGame } = await api.query<{ createGame: { id: string } }>(
      `mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`,
      { input: { ruleset: 'risk-empires', seats, options: {} } },
    );
    gameId = createGame.id;
    await api.query(`mutation($g: ID!) { startGame(gameId: $g) { version } }`, { g: gameId });
  }
  console.log(`playing seat ${seat} of ${gameId}`);
  const played = await playSeat(api, gameId, seat, (line) => console.log(line));
  console.log(`game over after ${played.moves} moves of ours: ${JSON.stringify(played.outcome)}`);
  await api.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
