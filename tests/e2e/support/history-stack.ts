import { openServiceDatabase, type Database } from '@empires/database';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { CommandClient, groupId } from '@empires/messaging';
import { historyDatabase } from '@empires/read-models';
import { QueryClient } from '@empires/messaging';
import { dropSchemas, testDatabaseUrl, waitFor } from '@empires/testing';
import { startProcess, type ServiceProcess } from './processes';
import { nodeArgs } from './service-bundles';
import { testStack, type TestStack } from './stack';
import { allStarted, closeOnFailure } from './start-up';

const root = join(__dirname, '../../..');

/** The engine's test stack plus a history of its own: schema, process, command and query clients. */
export interface HistoryStack {
  readonly base: TestStack;
  readonly env: Record<string, string>;
  readonly historySchema: string;
  readonly historyDb: Database;
  readonly commands: CommandClient;
  readonly queries: QueryClient;
  /** `checkout`: another version's source tree to run it from (an upgrade). */
  startHistory(checkout?: string): Promise<ServiceProcess>;
  /** Waits until the engine has `gameId` and history has applied every event the engine wrote to it. */
  settled(gameId: string): Promise<void>;
  /** Waits until history's group has committed the end of the events topic (a checkpoint). */
  caughtUp(): Promise<void>;
  /** The same for any consumer group of the stack (its name before the namespace). */
  groupCaughtUp(group: string): Promise<void>;
  /** A further process the test started, stopped on close; returned, to own a process as it starts. */
  ownProcess(process: ServiceProcess): ServiceProcess;
  /** Runs a tool entry point in the stack's environment; resolves with its exit code and output. */
  runTool(entry: string, args: readonly string[]): Promise<{ code: number; output: string }>;
  /** A further schema the test creates (a side-by-side rebuild), dropped on close. */
  ownSchema(name: string): void;
  close(): Promise<void>;
}

/** `extraEnv`: more settings for every service the stack starts. */
export async function historyStack(extraEnv: Record<string, string> = {}): Promise<HistoryStack> {
  const base = await testStack(extraEnv);
  const historySchema = `history_${base.namespace}`;
  const env = { ...base.env, HISTORY_SCHEMA: historySchema };
  const historyDb = await closeOnFailure(base, () =>
    openServiceDatabase(historyDatabase(testDatabaseUrl(), historySchema)),
  );
  const commands = new CommandClient(base.kafka, base.topics);
  const queries = new QueryClient(base.kafka, base.topics);
  const processes: ServiceProcess[] = [];
  const schemas = [historySchema];

  const version = async (gameId: string) => {
    const rows: { version: number }[] = await historyDb.query(`SELECT version FROM games WHERE game_id = $1`, [gameId]);
    return rows[0]?.version;
  };

  const stack: HistoryStack = {
    base,
    env,
    historySchema,
    historyDb,
    commands,
    queries,
    async startHistory(checkout) {
      const p = await startProcess('tests/e2e/support/history-with-fixtures.ts', env, undefined, checkout);
      processes.push(p);
      return p;
    },
    async settled(gameId) {
      // A game asked for through matchmaking may not be in the engine's store yet: wait for it first.
      let target: number | undefined;
      await waitFor(
        async () => (target = await base.store.streamVersion(gameId)) !== undefined,
        30_000,
        `the engine to create ${gameId}`,
      );
      await waitFor(async () => (await version(gameId)) === target, 30_000, `history to reach ${gameId}@${target}`);
    },
    caughtUp() {
      return stack.groupCaughtUp('history');
    },
    async groupCaughtUp(group) {
      const admin = base.kafka.admin();
      await admin.connect();
      try {
        const topic = base.topics.gameEvents.name;
        const ends = await admin.fetchTopicOffsets(topic);
        await waitFor(
          async () => {
            const [committed] = await admin.fetchOffsets({ groupId: groupId(group, env), topics: [topic] });
            const at = new Map(committed.partitions.map((p) => [p.partition, BigInt(p.offset)]));
            return ends.every((e) => BigInt(e.high) === 0n || (at.get(e.partition) ?? -1n) >= BigInt(e.high));
          },
          30_000,
          `${group} to commit the end of the events topic`,
        );
      } finally {
        await admin.disconnect();
      }
    },
    runTool(entry, args) {
      return new Promise((resolve) => {
        const child = spawn(process.execPath, [...nodeArgs(entry), ...args], {
          cwd: root,
          env: { ...process.env, ...env },
        });
        let output = '';
        child.stdout.on('data', (d) => (output += d.toString()));
        child.stderr.on('data', (d) => (output += d.toString()));
        child.on('exit', (code) => resolve({ code: code ?? 1, output }));
      });
    },
    ownProcess(p) {
      processes.push(p);
      return p;
    },
    ownSchema(name) {
      schemas.push(name);
    },
    async close() {
      await Promise.all(processes.map((p) => p.stop()));
      await Promise.all([commands.stop(), queries.stop()]);
      await historyDb.close();
      await dropSchemas(schemas);
      await base.close();
    },
  };
  await closeOnFailure(stack, () => allStarted([commands.start(), queries.start()]));
  return stack;
}
