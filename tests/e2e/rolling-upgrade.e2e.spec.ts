import { EmpiresClient, type GameSession } from '@empires/client';
import { toEnvelope } from '@empires/eventstore';
import { Dice } from '@empires/rules-kernel';
import { fixtureRulesets, waitFor } from '@empires/testing';
import WebSocket from 'ws';
import { balancer, type Balancer } from './support/balancer';
import { gatewayStack, type GatewayStack } from './support/gateway-stack';
import { oldVersion, type OldVersion } from './support/old-version';
import { startProcess, type ServiceProcess } from './support/processes';
import { playOut, sessionsOf, startTogether } from './support/sdk-play';

/**
 * The version upgraded from: main as it landed on 2026-11-25. Move it on to each release; it must
 * share this tree's dependencies (the old version runs on this tree's node_modules).
 */
const UPGRADE_FROM = process.env.EMPIRES_UPGRADE_FROM ?? '9daa7a6e8be3f1e83edaeed68a7069c858e02bbb';
const GAMES = 6;

/**
 * A rolling upgrade as an operator runs one: every service of the old version is replaced, one
 * service at a time, by the new version started beside it before the old one stops, while
 * players play on through a balancer in front of the gateways.
 */
describe(`a rolling upgrade from ${UPGRADE_FROM.slice(0, 7)}`, () => {
  let old: OldVersion;
  let s: GatewayStack;
  let front: Balancer;
  const clients: EmpiresClient[] = [];
  /** Set once every service is upgraded, or when the test ends otherwise: the players stop. */
  let stopPlaying = false;

  beforeAll(async () => {
    old = oldVersion(UPGRADE_FROM);
    s = await gatewayStack({}, { checkout: old.dir });
    front = await balancer(s.gateway.port);
  });
  afterAll(async () => {
    stopPlaying = true;
    await Promise.all(clients.map((c) => c.close()));
    await front?.close();
    await s?.close();
    old?.remove();
  });

  async function startedGame(n: number): Promise<GameSession[]> {
    const players = await Promise.all(
      ['host', 'guest'].map((name) =>
        EmpiresClient.register(`${name}${n}`, {
          url: `http://127.0.0.1:${front.port}`,
          webSocketImpl: WebSocket,
          rulesets: fixtureRulesets,
        }),
      ),
    );
    clients.push(...players);
    // A race nobody reaches: the games run until the test has them resign.
    return sessionsOf(players, await startTogether('dice-race', players, { target: 1_000_000 }));
  }

  it('plays on through every service replaced by the new version, losing and repeating nothing', async () => {
    const games = await Promise.all(Array.from({ length: GAMES }, (_, n) => startedGame(n)));
    const played = Promise.all(games.map((sessions, n) => playOut(sessions, Dice.fromSeed(n + 1), () => stopPlaying)));
    const moved = () => games.reduce((sum, sessions) => sum + sessions[0].version, 0);
    // A player's move failing for good ends the test with its error, not with a wait.
    const playing = played.then(() => {
      throw new Error('the players stopped before the upgrade was over');
    });
    const playsOn = async (after: string) => {
      const from = moved();
      await Promise.race([
        waitFor(() => moved() >= from + 4 * GAMES, 60_000, `every game to move on after ${after}`),
        playing,
      ]);
    };
    await playsOn('the start');

    const replace = async (name: string, started: Promise<ServiceProcess>, running: ServiceProcess) => {
      const successor = await started;
      s.history.ownProcess(successor);
      await running.stop();
      await playsOn(`${name} was upgraded`);
      return successor;
    };
    await replace('history', s.history.startHistory(), s.services.history);
    await replace(
      'matchmaking',
      startProcess('tests/e2e/support/matchmaking-with-fixtures.ts', s.env),
      s.services.matchmaking,
    );
    await replace('the engine', s.history.base.startEngine(), s.services.engine);
    // The gateway last, as a balancer drains it: new connections to the new one, then the old one stops.
    const gateway = startProcess('tests/e2e/support/gateway-with-fixtures.ts', s.env).then((g) => {
      front.pointAt(g.port);
      return g;
    });
    await replace('the gateway', gateway, s.gateway);

    stopPlaying = true;
    await played;
    playing.catch(() => undefined); // it ended as it should
    await Promise.all(games.map(([host]) => host.submit({ type: 'Resign' })));
    for (const sessions of games) {
      await sessions[1].waitFor((x) => x.status === 'finished', 30_000);
      const events = (await s.history.base.store.readStream(sessions[0].gameId)).map(toEnvelope);
      expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
      // A command applied twice would leave two runs of events caused by it.
      const runs = events.filter((e, i) => i === 0 || events[i - 1].causationId !== e.causationId);
      const commands = runs.map((e) => e.causationId);
      expect(new Set(commands).size).toBe(commands.length);
      expect(events.at(-1)?.type).toBe('SeedRevealed');
    }
  }, 240_000);
});
