import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { waitFor } from '@empires/testing';
import { nodeArgs } from './service-bundles';

const root = join(__dirname, '../../..');

export interface ServiceProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts a service entry point (TypeScript, or compiled JavaScript: see `nodeArgs`) as its own
 * process and waits until its health is ok (on `port`, or a free one). `checkout`: the source tree
 * it runs from (another version of the project, for an upgrade); this one by default.
 */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  fixedPort?: number,
  checkout = root,
): Promise<ServiceProcess> {
  const port = fixedPort ?? (await freePort());
  let log = '';
  const child = spawn(process.execPath, nodeArgs(entry, checkout), {
    cwd: checkout,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: run.mjs forwards SIGTERM to the service it starts, but a SIGKILL of
    // run.mjs alone would leave that service running, orphaned. A kill is sent to the whole group.
    detached: true,
  });
  child.stdout?.on('data', (d) => (log += d.toString()));
  child.stderr?.on('data', (d) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      if (signal === 'SIGKILL') process.kill(-child.pid!, signal);
      else child.kill(signal);
    }
    await exited;
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`${entry} exited early:\n${log}`);
        const res = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
        return res?.ok ? ((await res.json()) as { status: string }).status === 'ok' : false;
      },
      60_000,
      `${entry} to be healthy`,
    );
  } catch (error) {
    // Nobody holds a process that never became healthy: it is killed here, group and all, or it ran on.
    await stop('SIGKILL');
    throw error;
  }
  return { child, port, output: () => log, stop };
}

/**
 * A port free now, below the kernel's ephemeral range (32768 and up on Linux): a port from that range
 * can be taken by any outgoing connection while its service is down, so a service restarted on its
 * old port found it in use (the machine also runs servers on fixed ports, e.g. 5672: each is tried).
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port below the ephemeral range after 100 tries');
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
