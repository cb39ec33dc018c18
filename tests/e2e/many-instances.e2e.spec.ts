import { EmpiresClient, type GameSession } from '@empires/client';
import { toEnvelope } from '@empires/eventstore';
import { Dice } from '@empires/rules-kernel';
import { fixtureRulesets, waitFor } from '@empires/testing';
import WebSocket from 'ws';
import { gatewayStack, type GatewayStack } from './support/gateway-stack';
import { parsePrometheusText, total } from './support/prometheus-text';
import { playOut, sessionsOf, startTogether } from './support/sdk-play';

const GAMES = 8;
const BOT_GAMES = 4;
const QUEUED_GAMES = 2;
/** Moves each bots' game must make after the kill (each roll is one event). */
const BOT_MOVES_AFTER_KILL = 50;

/**
 * Two instances of every service: games played through both gateways at once, bots playing games
 * of their own, and one instance of the engine, history, bot-runner and matchmaking killed at once
 * mid-game; then players meet through the queue. Every players' game ends, the bots play on in every
 * game of theirs, no command applies twice, and each gateway reads the results on its own partitions
 * of the results topic only.
 */
describe('many instances', () => {
  let s: GatewayStack;
  const clients: EmpiresClient[] = [];

  beforeAll(async () => {
    // At debug the engines write a line per command answered: which game each one plays shows there.
    s = await gatewayStack({}, { instances: 2, bots: true, env: { EMPIRES_LOG_LEVEL: 'debug' } });
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
    const game = await startTogether('dice-race', [host, guest], { target: 40 });
    return { gameId: game.gameId, sessions: await sessionsOf([host, guest], game) };
  }

  /** A race between two easy bots, long enough to be under way when the kills come and to go on well after. */
  async function botGame(n: number): Promise<string> {
    const host = await register(`bots${n}`, n % 2);
    const bot = { kind: 'BOT', level: 'EASY' } as const;
    const game = await host.createGame({
      ruleset: 'dice-race',
      seats: [bot, bot],
      options: { target: 2000 },
      start: true,
    });
    return game.id;
  }

  /** Two players, one on each gateway, who meet through the dice-race queue; their sessions of the game found. */
  async function queuedGame(n: number): Promise<GameSession[]> {
    const players = await Promise.all([register(`queued${n}a`, 0), register(`queued${n}b`, 1)]);
    // The last minute's matches come first, so listening after joining misses nothing.
    for (const p of players) await p.tables.joinQueue({ ruleset: 'dice-race', players: 2 });
    const [gameId] = await Promise.all(
      players.map(
        (p) => new Promise<string>((resolve, reject) => p.tables.onMatchFound((m) => resolve(m.gameId), reject)),
      ),
    );
    return Promise.all(players.map((p) => p.session(gameId)));
  }

  const eventsOf = async (gameId: string) => (await s.history.base.store.readStream(gameId)).map(toEnvelope);

  async function expectWhole(gameId: string): Promise<void> {
    const events = await eventsOf(gameId);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    // A command applied twice would leave two runs of events caused by it.
    const runs = events.filter((e, i) => i === 0 || events[i - 1].causationId !== e.causationId);
    const commands = runs.map((e) => e.causationId);
    expect(new Set(commands).size).toBe(commands.length);
  }

  /** What one gateway's reply consumer has read of the results topic (its Kafka consumer metrics). */
  async function resultsReadBy(gateway: number): Promise<number> {
    const text = await (await fetch(`http://127.0.0.1:${s.gateways[gateway].port}/metrics`)).text();
    return total(parsePrometheusText(text), 'empires_kafka_consumed_messages_total', {
      topic: s.history.base.topics.commandResults.name,
    });
  }

  it('plays games through two gateways and bots while one instance of each service is killed, losing and repeating nothing', async () => {
    const games = await Promise.all(Array.from({ length: GAMES }, (_, n) => startedGame(n)));
    const botGames = await Promise.all(Array.from({ length: BOT_GAMES }, (_, n) => botGame(n)));
    const played = Promise.all(games.map((g, n) => playOut(g.sessions, Dice.fromSeed(n + 1))));
    // Some moves in, the engine playing the first game dies without a word, and one instance of
    // history, the bot-runner and matchmaking with it; the others take their partitions on.
    await waitFor(() => games.every((g) => g.sessions[0].version >= 8), 30_000, 'every game under way');
    const watched = games[0].gameId;
    const victim = s.engines.find((e) => e.output().includes(watched));
    const survivor = s.engines.find((e) => e !== victim);
    expect(victim && survivor).toBeDefined();
    const survivorBefore = survivor!.output().length;
    const [history, botRunner, matchmaking] = ['history', 'bot-runner', 'matchmaking'].map(
      (name) => s.instancesOf[name][0],
    );
    const spectator = await register('spectator', 0);
    const statusOf = async (gameId: string) => (await spectator.game(gameId))?.status;
    // The bots' games too are under way, so the surviving bot-runner must take them on.
    expect(await Promise.all(botGames.map(statusOf))).toEqual(botGames.map(() => 'PLAYING'));
    await Promise.all([victim!, history, botRunner, matchmaking].map((p) => p.stop('SIGKILL')));
    const botEventsAtKill = await Promise.all(botGames.map(async (gameId) => (await eventsOf(gameId)).length));
    await played;
    expect(survivor!.output().slice(survivorBefore)).toContain(watched);

    // Players meet through the queue the surviving matchmaking serves, and play.
    for (let n = 0; n < QUEUED_GAMES; n++) {
      const sessions = await queuedGame(n);
      await playOut(sessions, Dice.fromSeed(100 + n));
      expect(sessions.map((x) => x.status)).toEqual(['finished', 'finished']);
      await expectWhole(sessions[0].gameId);
    }
    // Every move after the kill is the surviving bot-runner's. Waiting for the bots' long races to end
    // measured only the machine's speed (about a thousand moves each; a loaded one took over two minutes).
    await waitFor(
      async () => {
        const now = await Promise.all(botGames.map(async (gameId) => (await eventsOf(gameId)).length));
        return now.every((length, n) => length >= botEventsAtKill[n] + BOT_MOVES_AFTER_KILL);
      },
      120_000,
      `the bots to play ${BOT_MOVES_AFTER_KILL} moves on in every game of theirs`,
    );
    for (const gameId of botGames) await expectWhole(gameId);
    for (const { gameId, sessions } of games) {
      expect(sessions.map((x) => x.status)).toEqual(['finished', 'finished']);
      await expectWhole(gameId);
    }

    // The gateways split the results between them: together they read each about once, not every one
    // each (as every gateway once did). Not in halves (measured 312 and 925 of 1,237, 338 and 980 of
    // 1,314): the bots' moves are nearly all of them, a bot-runner asks for its replies on its own
    // partitions, and both groups deal the six partitions alike ({0,2,4} and {1,3,5}), so each gateway
    // reads the replies of one bot-runner, whose share is the bot games it plays: 3 of 4 in half the runs.
    const admin = s.history.base.kafka.admin();
    await admin.connect();
    const offsets = await admin.fetchTopicOffsets(s.history.base.topics.commandResults.name);
    await admin.disconnect();
    const published = offsets.reduce((sum, o) => sum + Number(o.high), 0);
    const read = await Promise.all([0, 1].map(resultsReadBy));
    expect(read.every((r) => r > 0)).toBe(true);
    expect(read[0] + read[1]).toBeLessThan(published * 1.25);
  }, 240_000);
});
