import { EmpiresClient, type GameSession } from '@empires/client';
import { toEnvelope } from '@empires/eventstore';
import { Dice } from '@empires/rules-kernel';
import { fixtureRulesets, waitFor } from '@empires/testing';
import WebSocket from 'ws';
import { gatewayStack, type GatewayStack } from './support/gateway-stack';
import { parsePrometheusText, total } from './support/prometheus-text';
import { playOut } from './support/sdk-play';

const GAMES = 8;

/**
 * Two engines and two gateways (history and matchmaking once): games played through both gateways
 * at once, one engine killed mid-game. Every game ends, no command applies twice, and each gateway
 * reads the results on its own partitions of the results topic only.
 */
describe('many instances', () => {
  let s: GatewayStack;
  const clients: EmpiresClient[] = [];

  beforeAll(async () => {
    // At debug the engines write a line per command answered: which game each one plays shows there.
    s = await gatewayStack({}, { instances: 2, env: { EMPIRES_LOG_LEVEL: 'debug' } });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await s?.close();
  });

  const register = async (name: string, gateway: number) => {
    const client = await EmpiresClient.register(name, {
      url: `http://127.0.0.1:${s.gateways[gateway].port}`,
      webSocketImpl: WebSocket,
      rulesets: fixtureRulesets,
    });
    clients.push(client);
    return client;
  };

  /** A started dice race between a player on the first gateway and one on the second, and its sessions. */
  async function startedGame(n: number): Promise<{ gameId: string; sessions: GameSession[] }> {
    const [host, guest] = await Promise.all([register(`host${n}`, n % 2), register(`guest${n}`, (n + 1) % 2)]);
    const game = await host.createGame({
      ruleset: 'dice-race',
      seats: [{ kind: 'ME' }, { kind: 'OPEN' }],
      options: { target: 40 },
    });
    await guest.joinSeat(game.id, 1);
    const { version } = await host.startGame(game.id);
    const sessions = await Promise.all([host, guest].map((p) => p.session(game.id, { atLeastVersion: version })));
    return { gameId: game.id, sessions };
  }

  /** What one gateway's reply consumer has read of the results topic (its Kafka consumer metrics). */
  async function resultsReadBy(gateway: number): Promise<number> {
    const text = await (await fetch(`http://127.0.0.1:${s.gateways[gateway].port}/metrics`)).text();
    return total(parsePrometheusText(text), 'empires_kafka_consumed_messages_total', {
      topic: s.history.base.topics.commandResults.name,
    });
  }

  it('plays games through two gateways while one engine of two is killed, losing and repeating nothing', async () => {
    const games = await Promise.all(Array.from({ length: GAMES }, (_, n) => startedGame(n)));
    const played = Promise.all(games.map((g, n) => playOut(g.sessions, Dice.fromSeed(n + 1))));
    // Some moves in, the engine playing the first game dies without a word; the other takes its partitions on.
    await waitFor(() => games.every((g) => g.sessions[0].version >= 8), 30_000, 'every game under way');
    const watched = games[0].gameId;
    const victim = s.engines.find((e) => e.output().includes(watched));
    const survivor = s.engines.find((e) => e !== victim);
    expect(victim && survivor).toBeDefined();
    const survivorBefore = survivor!.output().length;
    await victim!.stop('SIGKILL');
    await played;
    expect(survivor!.output().slice(survivorBefore)).toContain(watched);

    for (const { gameId, sessions } of games) {
      expect(sessions.map((x) => x.status)).toEqual(['finished', 'finished']);
      const events = (await s.history.base.store.readStream(gameId)).map(toEnvelope);
      expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
      // A command applied twice would leave two runs of events caused by it.
      const runs = events.filter((e, i) => i === 0 || events[i - 1].causationId !== e.causationId);
      const commands = runs.map((e) => e.causationId);
      expect(new Set(commands).size).toBe(commands.length);
    }

    // Each gateway read about its half of the results, not all of them (as every gateway once did).
    const admin = s.history.base.kafka.admin();
    await admin.connect();
    const offsets = await admin.fetchTopicOffsets(s.history.base.topics.commandResults.name);
    await admin.disconnect();
    const published = offsets.reduce((sum, o) => sum + Number(o.high), 0);
    const read = await Promise.all([0, 1].map(resultsReadBy));
    expect(read.every((r) => r > 0 && r < published * 0.75)).toBe(true);
  }, 120_000);
});
