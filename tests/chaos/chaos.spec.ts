import { EmpiresClient, verifyGame } from '@empires/client';
import { waitFor } from '@empires/testing';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { auditStream, auditTopic, readStreams } from './support/audit';
import { chaosStack, SERVICES, type ChaosStack } from './support/chaos-stack';
import { OwnBroker } from './support/own-broker';

// `npm test`: 6 short games, each service and the broker killed once. `npm run chaos`: 45 games
// three times as long, three rounds of kills.
const GAMES = Number(process.env.CHAOS_GAMES ?? 6);
const ROUNDS = Number(process.env.CHAOS_ROUNDS ?? 1);
const LENGTH = Number(process.env.CHAOS_LENGTH ?? 1);

/** Bot games of each ruleset, a few rounds times LENGTH, set up by the dice. */
const GAME_KINDS = [
  { ruleset: 'risk-empires', seats: 3, options: { roundLimit: 5 * LENGTH, setup: 'dealt' } },
  {
    ruleset: 'warlords',
    seats: 2,
    options: { board: 'duel', sides: 'auto', placement: 'auto', roundLimit: 5 * LENGTH },
  },
  { ruleset: 'medieval', seats: 2, options: { scenario: 'quickstart', roundLimit: 2 * LENGTH } },
];

/**
 * The whole stack under faults, checked the way Kafka's system tests and Jepsen check a store:
 * while bot games of every ruleset run, each service and then the broker is killed with SIGKILL
 * and started again; afterwards every game must have finished, with no hole in any stream, no
 * command decided twice, every stored event on the topic, history in step and every die verified.
 */
describe('chaos: the stack loses nothing under SIGKILL', () => {
  const broker = new OwnBroker();
  const brokersBefore = process.env.KAFKA_BROKERS;
  let s: ChaosStack;
  let client: EmpiresClient;

  beforeAll(async () => {
    broker.wipe();
    broker.start();
    process.env.KAFKA_BROKERS = broker.brokers;
    s = await chaosStack();
    client = await EmpiresClient.register('chaos', { url: s.gatewayUrl, webSocketImpl: WebSocket });
  });
  afterAll(async () => {
    await client?.close();
    await s?.close();
    broker.stop();
    broker.wipe();
    process.env.KAFKA_BROKERS = brokersBefore;
  });

  const count = async (sql: string) => ((await s.h.base.engineDb.query(sql)) as { n: number }[])[0].n;
  const stored = () => count(`SELECT count(*)::int AS n FROM events`);
  const finished = () => count(`SELECT count(*)::int AS n FROM events WHERE type = 'SeedRevealed'`);

  it(`${GAMES} bot games finish whole while each service and the broker are killed ${ROUNDS} time(s)`, async () => {
    const gameIds: string[] = [];
    for (let i = 0; i < GAMES; i++) {
      const kind = GAME_KINDS[i % GAME_KINDS.length];
      const game = await client.createGame({
        ruleset: kind.ruleset,
        seats: Array.from({ length: kind.seats }, () => ({ kind: 'BOT' as const, policy: 'random' })),
        options: kind.options,
        start: true,
      });
      gameIds.push(game.id);
    }

    const restarts: { victim: string; ms: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // The broker first: its restart is the slowest and what every service must ride out.
      for (const victim of ['broker' as const, ...SERVICES]) {
        if ((await finished()) === GAMES) break;
        const before = await stored();
        const ms = victim === 'broker' ? await broker.kill().then(() => broker.start()) : await s.crash(victim);
        restarts.push({ victim, ms });
        // The next fault only once the stack makes progress again (or every game is over).
        await waitFor(
          async () => (await stored()) > before + 5 || (await finished()) === GAMES,
          180_000,
          `progress after restarting ${victim}`,
        ).catch((error: Error) => {
          throw new Error(`${error.message}\n${s.logs()}`);
        });
      }
    }
    await waitFor(async () => (await finished()) === GAMES, 30 * 60_000, `all ${GAMES} games to finish`);

    const streams = await readStreams(s.h.base.store, gameIds);
    const audits = [...streams.values()].map(auditStream);
    const topic = await auditTopic(s.h.base.kafka, s.h.base.topics.gameEvents, streams);
    for (const id of gameIds) await s.h.settled(id);
    const verified: boolean[] = [];
    for (const id of gameIds) verified.push((await verifyGame(await client.allEvents(id))).ok); // one at a time

    const report = {
      games: GAMES,
      events: audits.reduce((sum, a) => sum + a.events, 0),
      restarts,
      topic,
      verified: verified.filter(Boolean).length,
    };
    mkdirSync(join(__dirname, '../../tmp'), { recursive: true });
    writeFileSync(join(__dirname, '../../tmp/chaos-report.json'), JSON.stringify(report, null, 2));
    console.log(`chaos: ${JSON.stringify(report)}`);

    expect(audits.filter((a) => !a.finished)).toEqual([]);
    expect(audits.flatMap((a) => a.gaps)).toEqual([]);
    expect(audits.flatMap((a) => a.appliedTwice)).toEqual([]);
    expect(topic.missing).toBe(0);
    expect(verified.every(Boolean)).toBe(true);
  });
});
