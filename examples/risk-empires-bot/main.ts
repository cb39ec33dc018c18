// The example bot from the command line:
//   npm run example:bot -- [--url http://localhost:4000] [--name Bot] (--game ID | --against POLICY)
// `--game` joins an open seat of that game; `--against random` creates a 2-player game with one of
// the server's bots, starts it, and plays it.
import { EmpiresClient } from '@empires/client';
import WebSocket from 'ws';
import { playSeat } from './bot';

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const url = (arg('url') ?? 'http://localhost:4000').replace(/\/graphql$/, '');
  const client = await EmpiresClient.register(arg('name') ?? 'ExampleBot', { url, webSocketImpl: WebSocket });
  let gameId = arg('game');
  let seat = 0;
  if (gameId) {
    const joined = await client.joinSeat(gameId);
    seat = (joined.events.find((e) => e.type === 'SeatTaken')?.payload as { seat: number }).seat;
  } else {
    const game = await client.createGame({
      ruleset: 'risk-empires',
      seats: [{ kind: 'ME' }, { kind: 'BOT', policy: arg('against') ?? 'random' }],
    });
    gameId = game.id;
    await client.startGame(gameId);
  }
  console.log(`playing seat ${seat} of ${gameId}`);
  const session = await client.session(gameId, { seat });
  const played = await playSeat(session, (line) => console.log(line));
  console.log(`game over after ${played.moves} moves of ours: ${JSON.stringify(played.outcome)}`);
  await session.close();
  await client.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
