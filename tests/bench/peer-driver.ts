// The peer bench's clients: boardgame.io's own client over socket.io, one per seat, in a process
// of their own (`driver-process.ts`), playing the moves `gateway-driver.ts` plays against Empires.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { waitFor } from '@empires/testing';
import { driverMain } from './driver-process';
import { cpuBesidesMe } from './machine-cpu';
import { closedLoops, percentiles, type Percentiles } from './measure';

export interface PeerPlan {
  readonly port: number;
  readonly games: number;
  readonly warmupSeconds: number;
  readonly seconds: number;
  /** One run per entry: 0 is as fast as answered, otherwise a move per game every so many ms. */
  readonly paces: readonly number[];
}

export interface PeerRun extends Percentiles {
  readonly paceMs: number;
  readonly perSecond: number;
  /** Moves whose new state did not come back within 10 s. */
  readonly failed: number;
  /** The machine's CPU per move besides the clients' (the peer's server), in ms. */
  readonly cpuMsPerMove: number;
}

/** What the bench uses of boardgame.io's client (its own folder, `peer/`, holds the package). */
interface PeerClient {
  start(): void;
  stop(): void;
  readonly moves: { roll(): void };
  getState(): { readonly _stateID: number } | null;
  subscribe(listener: (state: { readonly _stateID: number } | null) => void): () => void;
}

const peer = createRequire(join(__dirname, 'peer/package.json'));
const { Client } = peer('boardgame.io/client') as { Client: (options: unknown) => PeerClient };
const { SocketIO } = peer('boardgame.io/multiplayer') as { SocketIO: (options: { server: string }) => unknown };
const { DiceRace } = peer('./dice-race.cjs') as { DiceRace: unknown };

const ANSWER_WITHIN_MS = 10_000;

async function drive(plan: PeerPlan): Promise<PeerRun[]> {
  // One listener per client for the whole run (each `subscribe` also adds one to the transport that
  // is never taken off): it ends the wait of the move its seat has in flight.
  const waiting = new Map<PeerClient, { readonly after: number; readonly answered: () => void }>();
  const clients = Array.from({ length: plan.games }, (_, game) =>
    ['0', '1'].map((playerID) => {
      const client = Client({
        game: DiceRace,
        multiplayer: SocketIO({ server: `http://127.0.0.1:${plan.port}` }),
        matchID: `bench-${game}`,
        playerID,
        numPlayers: 2,
        debug: false,
      });
      client.subscribe((state) => {
        const wait = waiting.get(client);
        if (wait && state && state._stateID > wait.after) {
          waiting.delete(client);
          wait.answered();
        }
      });
      client.start();
      return client;
    }),
  );
  await waitFor(() => clients.flat().every((c) => c.getState() !== null), 60_000, 'every client in its match');

  /** Resolves once `client` holds a state after `stateId` (false if none comes in time). */
  const past = (client: PeerClient, stateId: number) =>
    new Promise<boolean>((resolve) => {
      if ((client.getState()?._stateID ?? 0) > stateId) return resolve(true);
      const timer = setTimeout(() => {
        waiting.delete(client);
        resolve(false);
      }, ANSWER_WITHIN_MS);
      waiting.set(client, {
        after: stateId,
        answered: () => {
          clearTimeout(timer);
          resolve(true);
        },
      });
    });

  const turn = clients.map(() => 0);
  /** Each match's latest state id: a seat's client acts once it has seen it, as a player must. */
  const latest = clients.map(() => 0);
  const runs: PeerRun[] = [];
  for (const paceMs of plan.paces) {
    let failed = 0;
    let measuring = false;
    const latencies: number[] = [];
    const cpu = cpuBesidesMe();
    // The latency is the move's, from the send to its seat holding the state the server made of it;
    // the wait before it, for the other seat's move to reach this seat's client, is not counted.
    const move = async (i: number) => {
      const seat = turn[i];
      const client = clients[i][seat];
      if (latest[i] > 0 && !(await past(client, latest[i] - 1))) return void failed++;
      const before = client.getState()?._stateID ?? 0;
      const sent = performance.now();
      const answered = past(client, before);
      client.moves.roll();
      if (!(await answered)) return void failed++;
      if (measuring) latencies.push(performance.now() - sent);
      latest[i] = client.getState()?._stateID ?? before + 1;
      turn[i] = 1 - seat;
    };
    const window = {
      start: () => {
        measuring = true;
        cpu.start();
      },
      stop: () => {
        measuring = false;
        cpu.stop();
      },
    };
    const moves = await closedLoops(clients.length, plan.warmupSeconds, plan.seconds, move, paceMs, window);
    runs.push({
      paceMs,
      perSecond: moves.perSecond,
      ...percentiles(latencies),
      failed,
      cpuMsPerMove: cpu.ms / (moves.perSecond * plan.seconds),
    });
  }
  clients.flat().forEach((c) => c.stop());
  return runs;
}

if (require.main === module) driverMain(drive);
