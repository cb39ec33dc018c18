// The public API: moves/s and p50/p99 latency of `submitAction` with concurrent games through
// the gateway (HTTP -> Kafka -> engine -> PostgreSQL and back), and the delivery latency of the
// moves' events to `graphql-ws` subscribers, beside the engine alone in the same run. The
// clients run in a process of their own (`gateway-driver.ts`).
import { join } from 'node:path';
import { CommandClient } from '@empires/messaging';
import { gatewayStack } from '../e2e/support/gateway-stack';
import { runDriver } from './driver-process';
import type { DriverPlan, DriverReport, RunReport } from './gateway-driver';
import { closedLoops, fmt, type Percentiles } from './measure';

const GAMES = 200;
const WATCHED = 20;
const WARMUP_S = 3;
const SECONDS = 15;
/** As fast as answered, then paced runs: each game moves at most once per so many ms, as players and bots would. */
const PACES_MS = [0, 5000, 1000, 250];

const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`;
const JOIN = `mutation($gameId: ID!) { joinSeat(gameId: $gameId) { version } }`;
const START = `mutation($gameId: ID!) { startGame(gameId: $gameId) { version } }`;

export interface GatewayFigures {
  readonly runs: readonly RunReport[];
  /** The engine alone, through Kafka, as fast as it answers. */
  readonly engineOnly: Percentiles & { readonly perSecond: number };
}

let measured: Promise<GatewayFigures> | undefined;

/** Measured once in a bench run: the peer's section compares with the same figures. */
export const gatewayFigures = (): Promise<GatewayFigures> => (measured ??= measureGateway());

/** The move path's goals (issue #28): p99 at 200 moves/s (a move per game a second) and at 800/s. */
const P99_GOAL_MS: Readonly<Record<number, number>> = { 1000: 25, 250: 50 };

export async function benchGateway(): Promise<string[]> {
  const { runs, engineOnly } = await gatewayFigures();
  const saturated = runs[0];
  return [
    `gateway: ${GAMES} concurrent games through submitAction over HTTP, ${SECONDS} s per run, clients in a process of their own`,
    ...runs.map(line),
    `  (events: from the send of a move to its event reaching a graphql-ws subscriber, ${WATCHED} games watched;`,
    `   CPU: the whole machine's, clients' process left out, per move)`,
    `  engine alone (Kafka):     ${fmt(engineOnly.perSecond)}/s, p99 ${fmt(engineOnly.p99, 1)} ms; gateway / engine: ${fmt((saturated.perSecond / engineOnly.perSecond) * 100)}% (goal ≥ 80%)`,
  ];
}

async function measureGateway(): Promise<GatewayFigures> {
  // Two players make every move of the run: far above one player's rate limit, which is not measured here.
  const s = await gatewayStack({ EMPIRES_RATE_MUTATIONS_PER_SECOND: '0', EMPIRES_MAX_CONNECTIONS_PER_ADDRESS: '0' });
  try {
    const [a, b] = await Promise.all([s.player('bench-a'), s.player('bench-b')]);
    const games = await Promise.all(
      Array.from({ length: GAMES }, async () => {
        const { createGame } = await a.data<{ createGame: { id: string } }>(CREATE, {
          input: { ruleset: 'dice-race', seats: [{ kind: 'ME' }, { kind: 'OPEN' }], options: { target: 1e9 } },
        });
        await b.data(JOIN, { gameId: createGame.id });
        await a.data(START, { gameId: createGame.id });
        return createGame.id;
      }),
    );
    // The stack's own clients tail the reply topics, decoding every result: CPU taken from the
    // services under test (13% of a core at 200 moves/s). The bench needs them no more.
    await Promise.all([s.history.commands.stop(), s.history.queries.stop()]);
    const { runs, turns } = await runDriver<DriverPlan, DriverReport>(join(__dirname, 'gateway-driver.ts'), {
      port: s.gateway.port,
      tokens: [a.token as string, b.token as string],
      games,
      watched: WATCHED,
      warmupSeconds: WARMUP_S,
      seconds: SECONDS,
      paces: PACES_MS,
    });

    // The engine alone, in the same run, for the ratio.
    const players = [a, b];
    const turn = [...turns];
    const direct = new CommandClient(s.history.base.kafka, s.history.base.topics);
    await direct.start();
    const engineOnly = await closedLoops(GAMES, 1, 8, async (i) => {
      const seat = turn[i];
      const r = await direct.send(
        games[i],
        'SubmitAction',
        { seat, action: { type: 'Roll' } },
        { kind: 'player', playerId: players[seat].id },
      );
      if (r.status === 'accepted') turn[i] = 1 - seat;
    });
    await direct.stop();
    return { runs, engineOnly };
  } finally {
    await s.close();
  }
}

function line(r: RunReport): string {
  const how = r.paceMs === 0 ? 'as fast as answered' : `a move per game every ${fmt(r.paceMs)} ms`;
  const goal = P99_GOAL_MS[r.paceMs];
  const target = goal === undefined ? '' : ` (goal ≤ ${goal} ms)`;
  return `  ${how}: ${fmt(r.perSecond)}/s, p50 ${fmt(r.p50, 1)} ms, p99 ${fmt(r.p99, 1)} ms${target}, ${r.refused} refused, ${r.failed} failed; events p50 ${fmt(r.delivery.p50, 1)} ms, p99 ${fmt(r.delivery.p99, 1)} ms; CPU ${fmt(r.cpuMsPerMove, 2)} ms a move`;
}
