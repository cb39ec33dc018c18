// The public API: moves/s and p50/p99 latency of `submitAction` with concurrent games through
// the gateway (HTTP -> Kafka -> engine -> PostgreSQL and back), and the delivery latency of the
// moves' events to `graphql-ws` subscribers, beside the engine alone in the same run. The
// clients run in a process of their own (`gateway-driver.ts`).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { CommandClient } from '@empires/messaging';
import { gatewayStack } from '../e2e/support/gateway-stack';
import type { DriverPlan, DriverReport, RunReport } from './gateway-driver';
import { closedLoops, fmt } from './measure';

const GAMES = 200;
const WATCHED = 20;
const WARMUP_S = 3;
const SECONDS = 15;
/** As fast as answered, then paced runs: each game moves at most once per so many ms, as players and bots would. */
const PACES_MS = [0, 5000, 1000, 250];

const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`;
const JOIN = `mutation($gameId: ID!) { joinSeat(gameId: $gameId) { version } }`;
const START = `mutation($gameId: ID!) { startGame(gameId: $gameId) { version } }`;

export async function benchGateway(): Promise<string[]> {
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
    const { runs, turns } = await runDriver({
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
    const saturated = runs[0];
    return [
      `gateway: ${GAMES} concurrent games through submitAction over HTTP, ${SECONDS} s per run, clients in a process of their own`,
      ...runs.map(line),
      `  (events: from the send of a move to its event reaching a graphql-ws subscriber, ${WATCHED} games watched)`,
      `  engine alone (Kafka):     ${fmt(engineOnly.perSecond)}/s, p99 ${fmt(engineOnly.p99, 1)} ms; gateway / engine: ${fmt((saturated.perSecond / engineOnly.perSecond) * 100)}%`,
    ];
  } finally {
    await s.close();
  }
}

function line(r: RunReport): string {
  const how = r.paceMs === 0 ? 'as fast as answered' : `a move per game every ${fmt(r.paceMs)} ms`;
  const target = r.paceMs === 0 ? '' : ' (target p99 < 50 ms)';
  return `  ${how}: ${fmt(r.perSecond)}/s, p50 ${fmt(r.p50, 1)} ms, p99 ${fmt(r.p99, 1)} ms${target}, ${r.refused} refused, ${r.failed} failed; events p50 ${fmt(r.delivery.p50, 1)} ms, p99 ${fmt(r.delivery.p99, 1)} ms`;
}

function runDriver(plan: DriverPlan): Promise<DriverReport> {
  const root = join(__dirname, '../..');
  const child = spawn(process.execPath, [join(root, 'tools/run.mjs'), join(__dirname, 'gateway-driver.ts')], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stdin.end(JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop() as string) as DriverReport)
        : reject(new Error(`gateway driver exited with ${code}`)),
    );
  });
}
