// Clocks: 10,000 timed games whose seats never move, all their deadlines pending at once, then
// fired by the engine's scheduler. Firing lag is the time from a deadline to the engine's
// SeatTimedOut (its occurredAt); beside the raw Kafka and PostgreSQL limits of the same run.
import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@empires/contracts';
import { toEnvelope } from '@empires/eventstore';
import { CommandClient } from '@empires/messaging';
import { waitFor } from '@empires/testing';
import { testStack } from '../e2e/support/stack';
import { fmt, percentiles } from './measure';
import { rawAppends, rawRoundTrip } from './raw-limits';

const GAMES = 10_000;
const IN_FLIGHT = 200;
/** Long enough for every game to be created before the first deadline: all are pending at once. */
const INITIAL_MS = 45_000;

export async function benchClocks(): Promise<string[]> {
  const stack = await testStack();
  try {
    const kafkaRaw = await rawRoundTrip();
    const pg = await rawAppends();
    const engine = await stack.startEngine();
    const client = new CommandClient(stack.kafka, stack.topics);
    await client.start();
    const games = Array.from({ length: GAMES }, () => `clock-${randomUUID()}`);
    const seats = [0, 1].map((seat) => ({ kind: 'player', playerId: `p${seat}` }));
    const clock = {
      control: { kind: 'realtime', initialMs: INITIAL_MS, incrementMs: 0 },
      policy: { onTimeout: 'forfeit', noShow: 'forfeit' },
    };
    const createdFrom = Date.now();
    for (let i = 0; i < GAMES; i += IN_FLIGHT) {
      await Promise.all(
        games.slice(i, i + IN_FLIGHT).map((gameId) =>
          client.send(
            gameId,
            'CreateGame',
            { ruleset: 'dice-race', seats, options: { target: 1e9 }, start: true, clock },
            { kind: 'system', service: 'bench' },
            { timeoutMs: 120_000 }, // the first wait for the engine to take its partitions
          ),
        ),
      );
    }
    const createSeconds = (Date.now() - createdFrom) / 1000;
    const [{ pending }] = await stack.engineDb.query<{ pending: number }>(
      `SELECT count(*)::int AS pending FROM deadlines`,
    );
    await waitFor(
      async () => {
        const [{ left }] = await stack.engineDb.query<{ left: number }>(`SELECT count(*)::int AS left FROM deadlines`);
        return left === 0;
      },
      INITIAL_MS + 10 * 60_000,
      'every deadline to fire',
    );
    const lags: number[] = [];
    const fired: number[] = [];
    for (const gameId of games) {
      const stream: EventEnvelope[] = (await stack.store.readStream(gameId)).map(toEnvelope);
      const out = stream.findIndex((e) => e.type === 'SeatTimedOut');
      const clockBefore = stream.slice(0, out).findLast((e) => e.type === 'ClockChanged');
      const deadline = (clockBefore?.payload as { deadline: string | null } | undefined)?.deadline;
      if (out < 0 || !deadline) continue;
      const at = Date.parse(stream[out].occurredAt);
      fired.push(at);
      lags.push(at - Date.parse(deadline));
    }
    await client.stop();
    await engine.stop();
    const lag = percentiles(lags);
    const window = (Math.max(...fired) - Math.min(...fired)) / 1000;
    return [
      `clocks: ${fmt(GAMES)} timed dice-race games nobody moves in, one engine (its scheduler on the deadlines table)`,
      `  created in ${fmt(createSeconds, 1)} s (the engine's start included); ${fmt(pending)} deadlines pending at once`,
      `  fired: ${fmt(lags.length)} timeouts in ${fmt(window, 1)} s (${fmt(lags.length / Math.max(window, 0.001))}/s, as fast as the deadlines came: they are as spread as the creations were)`,
      `  firing lag (deadline -> SeatTimedOut decided): p50 ${fmt(lag.p50)} ms, p99 ${fmt(lag.p99)} ms`,
      `  raw Kafka round trip:     ${fmt(kafkaRaw.perSecond)}/s, p50 ${fmt(kafkaRaw.p50, 1)} ms, p99 ${fmt(kafkaRaw.p99, 1)} ms`,
      `  raw PostgreSQL appends:   ${fmt(pg.single)}/s one command per transaction, ${fmt(pg.batched)}/s in batches of 50`,
    ];
  } finally {
    await stack.close();
  }
}
