import { EmpiresClient, type BotLevel } from '@empires/client';
import type { SeatHolder } from '@empires/matchmaking';
import { toEnvelope } from '@empires/eventstore';
import { Dice } from '@empires/rules-kernel';
import { rulesetRegistry } from '@empires/rulesets';
import { fixtureRulesets, waitFor } from '@empires/testing';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { auditStream, auditTopic, readStreams } from './support/audit';
import { pairedGames, startBotTournament, tournamentGames } from './support/bot-tournament';
import { chaosStack, SERVICES, type ChaosStack } from './support/chaos-stack';
import { OwnBroker } from './support/own-broker';
import { playQueueGame, queueUp } from './support/queue-players';
import {
  ratingMismatches,
  recomputeRatings,
  standingsMismatches,
  type FinishedGame,
  type StoredRating,
} from './support/recompute';
import { checkReplay, engineState, streamEventOf } from './support/replay';
import { chaosTable, type Fault } from './support/report';
import { linesMatching, saveLogs } from './support/service-logs';
import { stalledGames } from './support/stalled';

// `npm test`: 6 short bot games, one queue game, a one-game tournament, each service and the
// broker killed once. `npm run chaos` sizes it up (see package.json) and restarts PostgreSQL too.
const GAMES = Number(process.env.CHAOS_GAMES ?? 6);
const ROUNDS = Number(process.env.CHAOS_ROUNDS ?? 1);
const LENGTH = Number(process.env.CHAOS_LENGTH ?? 1);
/** Pairs of players who meet in the matchmaking queue. */
const QUEUE_PAIRS = Number(process.env.CHAOS_QUEUE_PAIRS ?? 1);
/** Bots in the round robin, alternately easy and medium. */
const ENTRANTS = Number(process.env.CHAOS_ENTRANTS ?? 2);
// Restarting PostgreSQL breaks every other test using it at the time: only on a machine of its own.
const PG_RESTART = process.env.CHAOS_PG_RESTART === '1';

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
const TOURNAMENT_GAME = { ruleset: 'warlords', roundLimit: 5 * LENGTH, options: GAME_KINDS[1].options };
/** The queue's games: dice races, which the run's players play themselves. */
const QUEUE_RULESET = 'dice-race';
/** Every service's whole output, written when the run ends: what a failed run leaves to read. */
const LOGS = join(__dirname, '../../tmp/chaos-logs');
/** What a relay says of itself (`OutboxRelay`): the lines to read first when an event is on the topic twice. */
const RELAY_LINE = /^relay /;

/**
 * The whole stack under faults, checked the way Kafka's system tests and Jepsen check a store:
 * while bot games of every ruleset, queue games and a tournament run, each service and then the
 * broker (and PostgreSQL, when asked) is killed and started again; afterwards every game must have
 * finished, with no hole in any stream, no command decided twice, every stored event on the topic,
 * history in step, every export replaying to the engine's final state, and the tournament's
 * standings and every rating equal to a recomputation from the games' events.
 */
describe('chaos: the stack loses nothing under SIGKILL', () => {
  const broker = new OwnBroker();
  const brokersBefore = process.env.KAFKA_BROKERS;
  const registry = rulesetRegistry(fixtureRulesets);
  let s: ChaosStack;
  let client: EmpiresClient;
  let players: EmpiresClient[] = [];
  /** Ends the queue players' loops when the run ends, however it ends. */
  const stop = new AbortController();

  beforeAll(async () => {
    broker.wipe();
    broker.start();
    process.env.KAFKA_BROKERS = broker.brokers;
    s = await chaosStack();
    const options = { url: s.gatewayUrl, webSocketImpl: WebSocket };
    client = await EmpiresClient.register('chaos', options);
    players = await Promise.all(
      Array.from({ length: 2 * QUEUE_PAIRS }, (_, i) => EmpiresClient.register(`queued ${i + 1}`, options)),
    );
  });
  afterAll(async () => {
    if (s) saveLogs(LOGS, s.outputs());
    stop.abort();
    await Promise.all([client, ...players].map((c) => c?.close()));
    await s?.close();
    broker.stop();
    broker.wipe();
    process.env.KAFKA_BROKERS = brokersBefore;
  });

  // Asked while PostgreSQL restarts too: a failed count is no progress yet.
  const count = async (sql: string, ids?: readonly string[]) =>
    ((await s.h.base.engineDb.query(sql, ids ? [ids] : [])) as { n: number }[])[0].n;
  const stored = () => count(`SELECT count(*)::int AS n FROM events`).catch(() => -1);
  const finished = (ids: readonly string[]) =>
    count(`SELECT count(*)::int AS n FROM events WHERE type = 'SeedRevealed' AND stream_id = ANY($1)`, ids).catch(
      () => -1,
    );

  /** A wait that failed, with what the games that did not move wait on and each service's last lines. */
  const withStalled = async (error: Error, gameIds: readonly string[]) => {
    const stalled = await stalledGames(
      {
        registry,
        store: s.h.base.store,
        engineDb: s.h.base.engineDb,
        historyDb: s.h.historyDb,
        botDb: s.botDb,
        topic: { kafka: s.h.base.kafka, spec: s.h.base.topics.gameEvents, namespace: s.h.base.namespace },
      },
      gameIds,
    );
    return new Error(`${error.message}\n${stalled}\n${s.logs()}`);
  };

  it(`${GAMES} bot games, ${QUEUE_PAIRS} queue game(s) and a tournament finish whole through ${ROUNDS} round(s) of kills`, async () => {
    const began = Date.now();
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
    const levels = Array.from({ length: ENTRANTS }, (_, i): BotLevel => (i % 2 ? 'MEDIUM' : 'EASY'));
    const tournamentId = await startBotTournament(client, TOURNAMENT_GAME, levels);
    const queueIds = await queueUp(players, QUEUE_RULESET);
    const dice = Dice.fromSeed(24);
    const queuePlay = Promise.all(queueIds.map((id) => playQueueGame(players, id, dice, stop.signal)));
    queuePlay.catch(() => undefined); // awaited after the faults; a failure is reported there

    const faults: Fault[] = [];
    const victims = ['broker' as const, ...SERVICES];
    const running = [...gameIds, ...queueIds];
    for (let round = 0; round < ROUNDS; round++) {
      // PostgreSQL once, after the first round's kills: every other test on the machine feels it.
      for (const victim of round === 0 && PG_RESTART ? [...victims, 'postgres' as const] : victims) {
        if ((await finished(running)) === running.length) break;
        const before = await stored();
        const start = Date.now();
        const restartMs =
          victim === 'broker'
            ? await broker.kill().then(() => broker.start())
            : victim === 'postgres'
              ? s.restartPostgres()
              : await s.crash(victim);
        // The next fault only once the stack makes progress again (or every game is over).
        await waitFor(
          async () => (await stored()) > before + 5 || (await finished(running)) === running.length,
          180_000,
          `progress after restarting ${victim}`,
        ).catch(async (error: Error) => {
          throw await withStalled(error, [...running, ...(await pairedGames(client, tournamentId))]);
        });
        faults.push({ victim, restartMs, recoveryMs: Date.now() - start });
        console.log(`chaos: ${victim} restarted in ${restartMs} ms, progress again after ${Date.now() - start} ms`);
      }
    }
    await queuePlay;
    const tournamentIds = await tournamentGames(client, tournamentId, 20 * 60_000);
    const all = [...gameIds, ...queueIds, ...tournamentIds];
    await waitFor(
      async () => (await finished(all)) === all.length,
      30 * 60_000,
      `all ${all.length} games to finish`,
    ).catch(async (error: Error) => {
      throw await withStalled(error, all);
    });

    const streams = await readStreams(s.h.base.store, all);
    const audits = [...streams.values()].map(auditStream);
    const topic = await auditTopic(s.h.base.kafka, s.h.base.topics.gameEvents, streams);
    for (const id of all) await s.h.settled(id);
    const replays = [];
    const ended = new Map<string, FinishedGame>();
    for (const id of all) {
      const engine = engineState(registry, (await s.h.base.store.readStream(id)).map(streamEventOf));
      const served = (await client.game(id)).outcome;
      replays.push(await checkReplay(registry, id, await client.allEvents(id), engine, served));
      const seats = engine.seats as readonly SeatHolder[];
      ended.set(id, { gameId: id, ruleset: engine.ruleset.split('@')[0], seats, outcome: engine.outcome! });
    }
    const outcomes = new Map([...ended].map(([id, g]) => [id, g.outcome]));
    const tournament = await client.tournaments.get(tournamentId);
    const tournamentEvents = (await s.mmStore.readStream(`tournament:${tournamentId}`)).map(toEnvelope);
    const standingsProblems = [
      ...(tournament.status === 'FINISHED' ? [] : [`the tournament is ${tournament.status}`]),
      ...standingsMismatches(tournamentEvents, outcomes, tournament.standings),
    ];
    // Matchmaking rates each game as it hears it end: every one of them, in this order.
    const rated = await waitFor(
      async () => {
        const rows = (await s.mmDb.query(`SELECT game_id FROM rated_games ORDER BY rated_at, game_id`)) as {
          game_id: string;
        }[];
        return rows.length >= all.length && rows.map((r) => r.game_id);
      },
      60_000,
      'every game rated',
    );
    const storedRatings = (
      (await s.mmDb.query(`SELECT player_id, ruleset_id, mu, sigma, games FROM ratings`)) as {
        player_id: string;
        ruleset_id: string;
        mu: number;
        sigma: number;
        games: number;
      }[]
    ).map(
      (r): StoredRating => ({ playerId: r.player_id, ruleset: r.ruleset_id, mu: r.mu, sigma: r.sigma, games: r.games }),
    );
    const ratingProblems = ratingMismatches(storedRatings, recomputeRatings(rated.map((id) => ended.get(id)!)));

    const figures = {
      games: { bots: gameIds.length, queue: queueIds.length, tournament: tournamentIds.length },
      events: audits.reduce((sum, a) => sum + a.events, 0),
      lost: topic.missing,
      duplicatedOnTopic: topic.duplicates,
      appliedTwice: audits.reduce((sum, a) => sum + a.appliedTwice.length, 0),
      gapped: audits.reduce((sum, a) => sum + a.gaps.length, 0),
      unfinished: audits.filter((a) => !a.finished).length,
      replayProblems: replays.filter((r) => r.problems.length > 0).length,
      standingsProblems: standingsProblems.length,
      ratingProblems: ratingProblems.length,
      ratingsChecked: storedRatings.length,
      faults,
      totalMs: Date.now() - began,
    };
    mkdirSync(join(__dirname, '../../tmp'), { recursive: true });
    writeFileSync(join(__dirname, '../../tmp/chaos-report.json'), JSON.stringify(figures, null, 2));
    console.log(`chaos:\n${chaosTable(figures)}`);

    if (topic.duplicates > 0)
      console.error(
        `events twice on the topic; what the relays said (every service's output: tmp/chaos-logs):\n${linesMatching(s.outputs(), RELAY_LINE).join('\n')}`,
      );
    expect(audits.filter((a) => !a.finished)).toEqual([]);
    expect(audits.flatMap((a) => a.gaps)).toEqual([]);
    expect(audits.flatMap((a) => a.appliedTwice)).toEqual([]);
    expect(topic.missing).toBe(0);
    expect(topic.duplicates).toBe(0);
    expect(replays.filter((r) => r.problems.length > 0)).toEqual([]);
    expect(standingsProblems).toEqual([]);
    expect(ratingProblems).toEqual([]);
    expect(storedRatings.length).toBeGreaterThan(0);
  });
});
