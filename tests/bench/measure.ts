/** Small timing helpers shared by the benchmarks. */
export interface Percentiles {
  readonly p50: number;
  readonly p99: number;
}

export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

const ms = (since: bigint): number => Number(process.hrtime.bigint() - since) / 1e6;

/** The median of several runs, with their spread shown: the machine's noise, in the report. */
export function medianOf(values: readonly number[]): { median: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1] };
}

/**
 * Runs `loops` closed loops (each awaits its previous operation) for `seconds` after a warm-up,
 * returning operations per second and the latency of each operation. With `paceMs`, a loop starts
 * an operation at most every `paceMs` (a player's pace rather than as fast as the server answers).
 */
export async function closedLoops(
  loops: number,
  warmupSeconds: number,
  seconds: number,
  operation: (loop: number) => Promise<void>,
  paceMs = 0,
  /** Told when the measured seconds begin and end (to read other meters over the same window). */
  window?: { start(): void; stop(): void },
): Promise<{ perSecond: number } & Percentiles> {
  const latencies: number[] = [];
  let measuring = false;
  let stop = false;
  let count = 0;
  const run = async (loop: number) => {
    if (paceMs > 0) await new Promise((r) => setTimeout(r, (paceMs * loop) / loops)); // spread the loops over one pace
    while (!stop) {
      const t = process.hrtime.bigint();
      await operation(loop);
      const took = ms(t);
      if (measuring) {
        latencies.push(took);
        count++;
      }
      if (paceMs > took) await new Promise((r) => setTimeout(r, paceMs - took));
    }
  };
  const running = Array.from({ length: loops }, (_, i) => run(i));
  // Loops start spread over one pace: the warm-up begins once the last has started.
  await new Promise((r) => setTimeout(r, warmupSeconds * 1000 + paceMs));
  measuring = true;
  window?.start();
  const started = process.hrtime.bigint();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  window?.stop();
  const elapsed = ms(started) / 1000;
  stop = true;
  await Promise.all(running);
  return { perSecond: count / elapsed, ...percentiles(latencies) };
}

export const fmt = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
