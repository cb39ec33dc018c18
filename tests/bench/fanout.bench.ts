// Fan-out: graphql-ws subscribers following games through one gateway (then two), the delivery latency of
// each event from its append (the event's time) to the subscriber, at a paced load of moves, and the
// gateway's memory per idle connection. The subscribers run in processes of their own
// (`fanout-subscribers.ts`), `FANOUT_PROCESSES` of them.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { waitFor } from '@empires/testing';
import { gatewayStack, type GatewayStack } from '../e2e/support/gateway-stack';
import { startProcess, type ServiceProcess } from '../e2e/support/processes';
import { parsePrometheusText, total } from '../e2e/support/prometheus-text';
import type { SubscriberPlan } from './fanout-subscribers';
import { closedLoops, fmt, percentiles } from './measure';

const SUBSCRIBERS = Number(process.env.FANOUT_SUBSCRIBERS ?? 10_000);
const GAMES = Number(process.env.FANOUT_GAMES ?? 1_000);
const ONE_GAME = Number(process.env.FANOUT_ONE_GAME ?? 2_000);
const PROCESSES = Number(process.env.FANOUT_PROCESSES ?? 4);
/** Moves per second offered across the games while measuring, and for how long. */
const MOVES_PER_SECOND = 100;
const SECONDS = 15;

const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`;
const JOIN = `mutation($gameId: ID!) { joinSeat(gameId: $gameId) { version } }`;
const START = `mutation($gameId: ID!) { startGame(gameId: $gameId) { version } }`;
const SUBMIT = `mutation($input: SubmitActionInput!) { submitAction(input: $input) { version } }`;

const UNLIMITED = { EMPIRES_RATE_MUTATIONS_PER_SECOND: '0', EMPIRES_MAX_CONNECTIONS_PER_ADDRESS: '0' };

export async function benchFanout(): Promise<string[]> {
  const s = await gatewayStack(UNLIMITED);
  try {
    const spread = await measure(s, GAMES, SUBSCRIBERS, [s.gateway]);
    const crowd = await measure(s, 1, ONE_GAME, [s.gateway]);
    // A second gateway: the subscribers' processes split between the two.
    const second = await startProcess('tests/e2e/support/gateway-with-fixtures.ts', { ...s.env, ...UNLIMITED });
    s.history.ownProcess(second);
    const twoGateways = await measure(s, GAMES, SUBSCRIBERS, [s.gateway, second]);
    return [
      `fan-out: graphql-ws subscribers, one connection each, ${fmt(MOVES_PER_SECOND)} moves/s offered for ${SECONDS} s; delivery from an event's append to the subscriber`,
      report(
        `one gateway, ${fmt(SUBSCRIBERS)} subscribers over ${fmt(GAMES)} games`,
        spread,
        'p99 ≤ 100 ms, ≤ 20 KB per idle connection',
      ),
      report(`one gateway, ${fmt(ONE_GAME)} subscribers of one game`, crowd),
      report(`two gateways, ${fmt(SUBSCRIBERS)} subscribers over ${fmt(GAMES)} games`, twoGateways),
    ];
  } finally {
    await s.close();
  }
}

interface Measured {
  readonly deliveries: number[];
  readonly moves: number;
  readonly kbPerConnection: number;
}

/**
 * One run's line. Memory per connection only for the first run: a gateway's resident memory does
 * not shrink back after a run, so later runs on the same gateway would count what it kept as free.
 */
function report(what: string, m: Measured, goal?: string): string {
  const p = percentiles(m.deliveries);
  const memory = goal ? `; gateway ${fmt(m.kbPerConnection, 1)} KB per idle connection (goal: ${goal})` : '';
  return `  ${what}: ${fmt(m.deliveries.length)} deliveries of ${fmt(m.moves)} moves, p50 ${fmt(p.p50, 1)} ms, p99 ${fmt(p.p99, 1)} ms${memory}`;
}

async function measure(
  s: GatewayStack,
  games: number,
  subscribers: number,
  gateways: readonly ServiceProcess[],
): Promise<Measured> {
  const [a, b] = await Promise.all([s.player(`fan-a-${games}`), s.player(`fan-b-${games}`)]);
  const ids: string[] = [];
  for (let from = 0; from < games; from += 50)
    ids.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, games - from) }, async () => {
          const { createGame } = await a.data<{ createGame: { id: string } }>(CREATE, {
            input: { ruleset: 'dice-race', seats: [{ kind: 'ME' }, { kind: 'OPEN' }], options: { target: 1e9 } },
          });
          await b.data(JOIN, { gameId: createGame.id });
          await a.data(START, { gameId: createGame.id });
          return createGame.id;
        }),
      )),
    );
  const rss = () => gateways.reduce((sum, g) => sum + gatewayRssKb(g), 0);
  const rssBefore = rss();
  const follow = Array.from({ length: subscribers }, (_, i) => ids[i % ids.length]);
  const per = Math.ceil(subscribers / PROCESSES);
  const watchers = Array.from({ length: Math.ceil(subscribers / per) }, (_, p) =>
    startSubscribers({
      port: gateways[p % gateways.length].port,
      token: a.token as string,
      games: follow.slice(p * per, (p + 1) * per),
    }),
  );
  try {
    await Promise.all(watchers.map((w) => w.said('connected')));
    // Measured once the gateways hold every subscription, not only once the clients sent them.
    await waitFor(
      async () => (await openSubscriptions(gateways)) >= subscribers,
      120_000,
      `${subscribers} subscriptions open`,
    );
    const kbPerConnection = (rss() - rssBefore) / subscribers;
    const turn = ids.map(() => 0);
    const players = [a, b];
    const move = async (i: number) => {
      const seat = turn[i];
      const r = await players[seat].request<{ submitAction: { version: number } }>(SUBMIT, {
        input: { gameId: ids[i], seat, action: { type: 'Roll' } },
      });
      if (r.data) turn[i] = 1 - seat;
    };
    // A first move in every game: each subscriber hears one event, so every subscription is live.
    for (let i = 0; i < ids.length; i++) await move(i);
    await Promise.all(watchers.map((w) => w.said('ready')));
    for (const w of watchers) w.tell('measure');
    const paceMs = (ids.length * 1000) / MOVES_PER_SECOND;
    let moves = 0;
    await closedLoops(
      ids.length,
      0,
      SECONDS,
      async (i) => {
        await move(i);
        moves++;
      },
      paceMs,
    );
    const deliveries = (await Promise.all(watchers.map((w) => w.report()))).flat();
    return { deliveries, moves, kbPerConnection };
  } finally {
    for (const w of watchers) w.child.kill();
  }
}

/** The resident memory of a gateway's service process (the child of its tools/run.mjs). */
function gatewayRssKb(gateway: ServiceProcess): number {
  const [pid] = execFileSync('pgrep', ['-P', String(gateway.child.pid)], { encoding: 'utf8' })
    .trim()
    .split('\n');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
}

/** The subscriptions the gateways report open (their `/metrics`). */
async function openSubscriptions(gateways: readonly ServiceProcess[]): Promise<number> {
  const counts = await Promise.all(
    gateways.map(async (g) => {
      const text = await (await fetch(`http://127.0.0.1:${g.port}/metrics`)).text();
      return total(parsePrometheusText(text), 'empires_gateway_active_subscriptions');
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

function startSubscribers(plan: SubscriberPlan) {
  const root = join(__dirname, '../..');
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [join(root, 'tools/run.mjs'), join(__dirname, 'fanout-subscribers.ts')],
    { cwd: root, stdio: 'pipe' },
  );
  child.stderr.on('data', (d: Buffer) => process.stderr.write(d));
  const said: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => said.push(line));
  child.stdin.write(`${JSON.stringify(plan)}\n`);
  return {
    child,
    said: (word: string) => waitFor(() => said.includes(word), 300_000, `subscribers to say ${word}`),
    tell: (word: string) => child.stdin.write(`${word}\n`),
    async report(): Promise<number[]> {
      child.stdin.write('report\n');
      const line = await waitFor(() => said.find((l) => l.startsWith('{')), 60_000, 'the subscribers report');
      return (JSON.parse(line) as { latencies: number[] }).latencies;
    },
  };
}
