import { EmpiresClient } from '@empires/client';
import { Dice } from '@empires/rules-kernel';
import WebSocket from 'ws';
import { gatewayStack } from './support/gateway-stack';
import { playOut, sessionsOf, startTogether } from './support/sdk-play';
import { suiteStack } from './support/suite-stack';

describe('examples/spectator: a spectator on the SDK', () => {
  const s = suiteStack(() => gatewayStack());

  it('prints every event of a risk-empires game as a spectator sees it, areas by name, and its outcome', async () => {
    const url = `http://127.0.0.1:${s.gateway.port}`;
    const options = { url, webSocketImpl: WebSocket };
    const [ann, ben] = await Promise.all([
      EmpiresClient.register('ann', options),
      EmpiresClient.register('ben', options),
    ]);
    // The spectator attaches while the game is still open, so it follows the join and the start live.
    let watching!: ReturnType<typeof s.history.runTool>;
    const game = await startTogether('risk-empires', [ann, ben], { setup: 'dealt', roundLimit: 1 }, (gameId) => {
      watching = s.history.runTool('examples/spectator/main.ts', ['--url', url, '--game', gameId]);
    });
    const sessions = await sessionsOf([ann, ben], game);
    await playOut(sessions, Dice.fromSeed(5));
    const run = await watching;
    expect(run.code ? run.output : 0).toBe(0);
    const seqs = [...run.output.matchAll(/^#(\d+) /gm)].map((m) => Number(m[1]));
    const { version: total } = await ann.game(game.gameId);
    expect(seqs).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(run.output).toMatch(/^#1 GameCreated/m);
    expect(run.output).toMatch(/territory (Alaska|Brazil|Egypt|Siam|Ukraine|Peru|[A-Z][a-z]+)/);
    expect(run.output).toMatch(/^game over: \{"ranks":/m);
    await Promise.all([...sessions.map((x) => x.close()), ann.close(), ben.close()]);
  });
});
