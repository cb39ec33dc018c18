import { openServiceDatabase, serviceRole, type Database } from '@empires/database';
import { EventStore } from '@empires/eventstore';
import { testDatabaseUrl } from '@empires/testing';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { historyStack, type HistoryStack } from '../../e2e/support/history-stack';
import { openMatchmakingSchema, tournamentSettings } from '../../e2e/support/matchmaking-schema';
import { startProcess, type ServiceProcess } from '../../e2e/support/processes';
import type { ProcessOutput } from './service-logs';

/** The five services, as `npm start` runs them (with the test fixtures' rulesets beside the real ones). */
const ENTRIES = {
  engine: 'tests/e2e/support/engine-with-fixtures.ts',
  'bot-runner': 'tests/e2e/support/bot-runner-with-fixtures.ts',
  history: 'tests/e2e/support/history-with-fixtures.ts',
  matchmaking: 'tests/e2e/support/matchmaking-with-fixtures.ts',
  gateway: 'tests/e2e/support/gateway-with-fixtures.ts',
} as const;

export type ServiceName = keyof typeof ENTRIES;
export const SERVICES = Object.keys(ENTRIES) as ServiceName[];

/** The whole stack as real processes that the run may kill and start again, each on its own port. */
export interface ChaosStack {
  readonly h: HistoryStack;
  readonly gatewayUrl: string;
  /** Matchmaking's schema: its ratings, and its event store where the tournament streams are. */
  readonly mmDb: Database;
  readonly mmStore: EventStore;
  /** The bot-runner's schema, where it keeps each game as its bots see it (for a failure's report). */
  readonly botDb: Database;
  /** SIGKILL of one service, then a start on the same port; ms until it answered healthy. */
  crash(name: ServiceName): Promise<number>;
  /** Restarts PostgreSQL itself (every service's connections drop); ms the restart took. */
  restartPostgres(): number;
  /** The last lines each running service wrote, for a failure's report. */
  logs(lines?: number): string;
  /** Every process the run started, killed ones included: `<service>.<n>` (n counts its starts) and its output. */
  outputs(): ProcessOutput[];
  close(): Promise<void>;
}

export async function chaosStack(): Promise<ChaosStack> {
  const h = await historyStack();
  const env = {
    ...tournamentSettings(h),
    // One client drives every game: the door's per-player limits are not what this run is about.
    EMPIRES_RATE_MUTATIONS_PER_SECOND: '0',
    EMPIRES_RATE_REGISTRATIONS_PER_MINUTE: '0',
  };
  const running = new Map<ServiceName, ServiceProcess>();
  const started: { name: ServiceName; process: ServiceProcess }[] = [];
  const start = async (name: ServiceName, port?: number) => {
    const p = await startProcess(ENTRIES[name], env, port);
    h.ownProcess(p);
    running.set(name, p);
    started.push({ name, process: p });
    return p;
  };
  await Promise.all(SERVICES.filter((s) => s !== 'gateway').map((s) => start(s)));
  const gateway = await start('gateway');
  const mmDb = await openMatchmakingSchema(env.MATCHMAKING_SCHEMA);
  const botDb = await openServiceDatabase({
    url: testDatabaseUrl(),
    role: serviceRole('bot-runner'),
    schema: env.BOT_RUNNER_SCHEMA,
    migrations: [],
  });
  return {
    h,
    gatewayUrl: `http://127.0.0.1:${gateway.port}`,
    mmDb,
    mmStore: new EventStore(mmDb),
    botDb,
    async crash(name) {
      const victim = running.get(name)!;
      await victim.stop('SIGKILL');
      const began = Date.now();
      await start(name, victim.port);
      return Date.now() - began;
    },
    restartPostgres() {
      const began = Date.now();
      const [version] = readdirSync('/etc/postgresql');
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { stdio: 'ignore' });
      return Date.now() - began;
    },
    logs(lines = 25) {
      return [...running]
        .map(([name, p]) => `--- ${name}\n${p.output().split('\n').slice(-lines).join('\n')}`)
        .join('\n');
    },
    outputs() {
      const starts = new Map<ServiceName, number>();
      return started.map(({ name, process }) => {
        const n = (starts.get(name) ?? 0) + 1;
        starts.set(name, n);
        return { name: `${name}.${n}`, output: process.output() };
      });
    },
    async close() {
      await Promise.all([mmDb.close(), botDb.close()]);
      await h.close();
    },
  };
}
