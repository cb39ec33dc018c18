// The benches' clients run in processes of their own, as real clients would: in the process that
// also holds the test stack's Kafka clients and database pools, that process's own garbage
// collection pauses were counted as the server's latency. A driver reads its plan as JSON on stdin
// and writes its report as JSON on stdout.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/** Runs the driver `entry` (a TypeScript file) on `plan` and resolves with its report. */
export function runDriver<P, R>(entry: string, plan: P): Promise<R> {
  const child = spawn(process.execPath, [join(root, 'tools/run.mjs'), entry], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stdin.end(JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop() as string) as R)
        : reject(new Error(`${entry} exited with ${code}`)),
    );
  });
}

/** A driver's own side: its plan from stdin, `drive`'s report to stdout, and the exit. */
export function driverMain<P, R>(drive: (plan: P) => Promise<R>): void {
  (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    const report = await drive(JSON.parse(Buffer.concat(chunks).toString()) as P);
    await writeLine(JSON.stringify(report));
  })().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    },
  );
}

/**
 * Writes a line to stdout and resolves once it has left: a pipe takes 64 KiB at a time, and what
 * waits behind that is lost to a `process.exit` (a fan-out report of thousands of latencies was cut).
 */
export function writeLine(line: string): Promise<void> {
  return new Promise((resolve, reject) =>
    process.stdout.write(`${line}\n`, (error) => (error ? reject(error) : resolve())),
  );
}
