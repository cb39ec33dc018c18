import { EmpiresClient } from '@empires/client';
import { Dice } from '@empires/rules-kernel';
import WebSocket from 'ws';
import { gatewayStack, type GatewayStack } from './support/gateway-stack';
import { playOut } from './support/sdk-play';

describe('examples/spectator: a spectator on the SDK', () => {
  let s: GatewayStack;
  beforeAll(async () => (s = await gatewayStack()));
  afterAll(() => s?.close());

  it('prints every event of a risk-empires game as a spectator sees it, areas by name, and its outcome', async () => {
    const url = `http://127.0.0.1:${s.gateway.port}`;
    const options = { url, webSocketImpl: WebSocket };
    const [ann, ben] = await Promise.all([
      EmpiresClient.register('ann', options),
      EmpiresClient.register('ben', options),
    ]);
    const game = await ann.createGame({
      ruleset: 'risk-empires',
      seats: [{ kind: 'ME' }, { kind: 'OPEN' }],
      options: { setup: 'dealt', roundLimit: 1 },
    });
    const watching = s.history.runTool('examples/spectator/main.ts', ['--url', url, '--game', game.id]);
    await ben.joinSeat(game.id, 1);
    const { version } = await ann.startGame(game.id);
    const sessions = await Promise.all([ann, ben].map((c) => c.session(game.id, { atLeastVersion: version })));
    await playOut(sessions, Dice.fromSeed(5));
    const run = await watching;
    expect(run.code ? run.output : 0).toBe(0);
    const seqs = [...run.output.matchAll(/^#(\d+) /gm)].map((m) => Number(m[1]));
    const { version: total } = await ann.game(game.id);
    expect(seqs).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(run.output).toMatch(/^#1 GameCreated/m);
    expect(run.output).toMatch(/territory (Alaska|Brazil|Egypt|Siam|Ukraine|Peru|[A-Z][a-z]+)/);
    expect(run.output).toMatch(/^game over: \{"ranks":/m);
    await Promise.all([...sessions.map((x) => x.close()), ann.close(), ben.close()]);
  });
});
