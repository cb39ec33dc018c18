import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { waitFor } from '@empires/testing';

const root = join(__dirname, '../../..');

/**
 * A Kafka broker of the chaos run's own (deploy/kafka on other ports and its own data), so that
 * killing it disturbs no other test: the run's services and clients reach it through KAFKA_BROKERS.
 */
export class OwnBroker {
  readonly env: Record<string, string>;

  constructor(
    readonly port = 9392,
    private readonly dataDir = join(root, '.data/kafka-chaos'),
  ) {
    this.env = { KAFKA_PORT: String(port), KAFKA_CONTROLLER_PORT: String(port + 1), KAFKA_DATA_DIR: dataDir };
  }

  get brokers(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** Starts it (fresh data the first time) and waits until it is ready; the time that took, in ms. */
  start(): number {
    const began = Date.now();
    const started = spawnSync('bash', [join(root, 'deploy/kafka/start.sh')], {
      env: { ...process.env, ...this.env },
      encoding: 'utf8',
    });
    if (started.status !== 0) {
      const log = existsSync(join(this.dataDir, 'server.log'))
        ? readFileSync(join(this.dataDir, 'server.log'), 'utf8')
        : '';
      throw new Error(`the broker did not start:\n${started.stdout}${started.stderr}\n${log.slice(-4000)}`);
    }
    return Date.now() - began;
  }

  wipe(): void {
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** SIGKILL, as a crash would (no clean shutdown of its logs); returns once the process is gone. */
  async kill(): Promise<void> {
    const pid = Number(readFileSync(join(this.dataDir, 'kafka.pid'), 'utf8'));
    process.kill(pid, 'SIGKILL');
    await waitFor(() => !alive(pid), 30_000, `broker ${pid} to exit`);
    // start.sh takes a port that answers for a broker it may reuse: wait until nothing listens there.
    await waitFor(async () => !(await listening(this.port)), 30_000, `port ${this.port} to close`);
  }

  stop(): void {
    execFileSync('bash', [join(root, 'deploy/kafka/stop.sh')], {
      env: { ...process.env, ...this.env },
      stdio: 'ignore',
    });
  }
}

/** Whether a process runs (a zombie waiting to be reaped does not). */
function alive(pid: number): boolean {
  try {
    return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .startsWith('Z');
  } catch {
    return false;
  }
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
