// The five services of the stack, their ports and how to start one. Each connects to PostgreSQL as
// its own role (empires_<name>), created with its schema through DATABASE_URL, the administrative
// URL (see docs/architecture.md, "Data").
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const services = [
  { name: 'engine', port: 4101 },
  { name: 'history', port: 4104 },
  { name: 'matchmaking', port: 4102 },
  { name: 'bot-runner', port: 4103 },
  { name: 'gateway', port: 4000 },
];

/** Instances of a service beyond the first listen this many ports above it (gateway 4000, 4010, ...). */
const INSTANCE_PORT_STEP = 10;
/** The reply and command topics have this many partitions: more instances of a kind would sit idle. */
export const MAX_INSTANCES = 6;

/** `count` instances of every service, each on its own port, named `gateway`, `gateway#2`, ... */
export function instancesOf(count) {
  return services.flatMap((service) =>
    Array.from({ length: count }, (_, i) => ({
      ...service,
      label: i === 0 ? service.name : `${service.name}#${i + 1}`,
      port: service.port + i * INSTANCE_PORT_STEP,
    })),
  );
}

/** `--instances N` (or `--instances=N`): how many of each service; one by default. */
export function instanceCount(args) {
  const at = args.findIndex((a) => a === '--instances' || a.startsWith('--instances='));
  if (at < 0) return 1;
  const text = args[at].includes('=') ? args[at].split('=')[1] : args[at + 1];
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTANCES)
    throw new Error(`--instances takes 1 to ${MAX_INSTANCES} (the topics' partitions), not ${text}`);
  return count;
}

/**
 * Starts a service from its compiled JavaScript (`npm run build`, dist/services): no TypeScript is
 * compiled at start, so a restarted service serves again sooner. The young generation is sized as
 * tools/run.mjs sizes it.
 */
export function startService(root, service, env = {}) {
  const entry = join(root, 'dist/services', `${service.name}.js`);
  return spawn(process.execPath, ['--max-semi-space-size=64', '--enable-source-maps', entry], {
    cwd: root,
    env: { KAFKAJS_NO_PARTITIONER_WARNING: '1', ...process.env, PORT: String(service.port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function health(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok ? await res.json() : undefined;
  } catch {
    return undefined;
  }
}

export async function waitHealthy(port, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const h = await health(port);
    if (h?.status === 'ok') return h;
    if (Date.now() > deadline) return h;
    await new Promise((r) => setTimeout(r, 300));
  }
}
