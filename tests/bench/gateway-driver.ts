// The gateway bench's clients, in a process of their own (`driver-process.ts`).
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { LeanGraphQL } from './lean-http';
import { driverMain } from './driver-process';
import { cpuBesidesMe } from './machine-cpu';
import { closedLoops, percentiles, type Percentiles } from './measure';

export interface DriverPlan {
  readonly port: number;
  /** Each game's two seats' tokens, seat 0 first. */
  readonly tokens: readonly [string, string];
  readonly games: readonly string[];
  /** Games followed over graphql-ws, for the delivery latency of their events. */
  readonly watched: number;
  readonly warmupSeconds: number;
  readonly seconds: number;
  /** One run per entry: 0 is as fast as answered, otherwise a move per game every so many ms. */
  readonly paces: readonly number[];
}

export interface RunReport extends Percentiles {
  readonly paceMs: number;
  readonly perSecond: number;
  readonly refused: number;
  /** Requests that failed outright (a dropped connection, say): counted, not retried. */
  readonly failed: number;
  /** The machine's CPU per move besides the clients' (every service, Kafka and PostgreSQL), in ms. */
  readonly cpuMsPerMove: number;
  /** From a move's send to its event reaching a subscriber. */
  readonly delivery: Percentiles & { readonly count: number };
}

export interface DriverReport {
  readonly runs: readonly RunReport[];
  /** The seat to move next in each game, for whoever drives the games on. */
  readonly turns: readonly number[];
}

const SUBMIT = `mutation($input: SubmitActionInput!) { submitAction(input: $input) { version } }`;

async function drive(plan: DriverPlan): Promise<DriverReport> {
  const sentAt = new Map<string, { at: number; run: number }>();
  const delivery = plan.paces.map((): number[] => []);
  const ws = createClient({
    url: `ws://127.0.0.1:${plan.port}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${plan.tokens[0]}` },
  });
  const watchers = plan.games.slice(0, plan.watched).map((gameId) =>
    ws.subscribe<{ gameEvents: { seq: number } }>(
      { query: `subscription($g: ID!) { gameEvents(gameId: $g) { seq } }`, variables: { g: gameId } },
      {
        next: (msg) => {
          const sent = sentAt.get(`${gameId}:${msg.data?.gameEvents.seq}`);
          if (sent) delivery[sent.run].push(performance.now() - sent.at);
        },
        error: () => undefined,
        complete: () => undefined,
      },
    ),
  );

  const lean = new LeanGraphQL(plan.port);
  const turn = plan.games.map(() => 0);
  const reports: RunReport[] = [];
  for (const [run, paceMs] of plan.paces.entries()) {
    let refused = 0;
    let failed = 0;
    const move = async (i: number) => {
      const seat = turn[i];
      const sent = performance.now();
      const r = await lean
        .post<{
          submitAction: { version: number };
        }>(plan.tokens[seat], SUBMIT, { input: { gameId: plan.games[i], seat, action: { type: 'Roll' } } })
        .catch((error: unknown) => {
          if (failed++ === 0)
            console.error(`gateway driver: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        });
      if (!r) return;
      if (!r.data) {
        refused++;
        return;
      }
      turn[i] = 1 - seat;
      if (i < plan.watched) sentAt.set(`${plan.games[i]}:${r.data.submitAction.version}`, { at: sent, run });
    };
    const cpu = cpuBesidesMe();
    const moves = await closedLoops(plan.games.length, plan.warmupSeconds, plan.seconds, move, paceMs, cpu);
    reports.push({
      paceMs,
      ...moves,
      cpuMsPerMove: cpu.ms / (moves.perSecond * plan.seconds),
      refused,
      failed,
      delivery: { ...percentiles(delivery[run]), count: delivery[run].length },
    });
  }
  lean.close();
  watchers.forEach((dispose) => dispose());
  await ws.dispose();
  return { runs: reports, turns: turn };
}

if (require.main === module) driverMain(drive);
