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

export function startService(root, service, env = {}) {
  return spawn(process.execPath, [join(root, 'tools/run.mjs'), join(root, `apps/${service.name}/src/main.ts`)], {
    cwd: root,
    env: { ...process.env, PORT: String(service.port), ...env },
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
