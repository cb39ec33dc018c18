// Watches a game as a spectator and prints it as it is played:
//   npm run example:watch -- --game ID [--url http://localhost:4000]
// A spectator's session receives what a spectator may see (no hand, no hidden card) from the
// first event, then live, resuming after a dropped connection; it ends with the game.
import { EmpiresClient } from '@empires/client';
import WebSocket from 'ws';
import { eventWords } from './describe-event';

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const gameId = arg('game');
  if (!gameId) throw new Error('usage: npm run example:watch -- --game <game id> [--url http://localhost:4000]');
  const url = (arg('url') ?? 'http://localhost:4000').replace(/\/graphql$/, '');
  const client = await EmpiresClient.register('spectator', { url, webSocketImpl: WebSocket });
  const game = await client.game(gameId);
  const ruleset = await client.ruleset(game.ruleset.split('@')[0]);
  console.log(`watching ${gameId}: ${ruleset.name}, ${game.seats.length} seats`);
  const session = await client.session(gameId);
  let printed = 0;
  const print = () => {
    for (const e of session.events.slice(printed)) console.log(eventWords(ruleset, e));
    printed = session.events.length;
  };
  session.onChange(print);
  print();
  await session.waitFor((s) => s.events.at(-1)?.type === 'SeedRevealed', 24 * 3600_000);
  console.log(`game over: ${JSON.stringify(session.state.outcome)}`);
  await session.close();
  await client.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
