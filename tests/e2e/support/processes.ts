import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { waitFor } from '@empires/testing';

const root = join(__dirname, '../../..');
let nextPort = 4600 + (process.pid % 200) * 10;

export interface ServiceProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts a service entry point as its own process and waits until its health is ok. */
export async function startProcess(entry: string, env: Record<string, string>): Promise<ServiceProcess> {
  const port = nextPort++;
  let log = '';
  const child = spawn(process.execPath, [join(root, 'tools/run.mjs'), join(root, entry)], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d.toString()));
  child.stderr?.on('data', (d) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`${entry} exited early:\n${log}`);
      const res = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
      return res?.ok ? ((await res.json()) as { status: string }).status === 'ok' : false;
    },
    60_000,
    `${entry} to be healthy`,
  );
  return {
    child,
    port,
    output: () => log,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
