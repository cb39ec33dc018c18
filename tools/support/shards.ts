// A long seeded run shared between processes: each worker is this same command with `--shard i/n`, plays its share
// and writes one JSON object a line on stdout; the parent reads every worker's lines as they come.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { InvalidArgumentError, Option } from 'commander';

/** One share of a run: the items whose index is `index` modulo `count`. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

const shardOf = (value: string): Shard => {
  const [index, count] = value.split('/').map(Number);
  if (!Number.isInteger(index) || !Number.isInteger(count) || index < 0 || index >= count)
    throw new InvalidArgumentError('i/n with 0 <= i < n');
  return { index, count };
};

/** The hidden option a worker is started with. */
export const shardOption = (): Option =>
  new Option('--shard <i/n>', 'one share of the run, written as JSON lines').argParser(shardOf).hideHelp();

/** Writes one line for the parent (a worker's only output on stdout). */
export const writeLine = (line: unknown): void => {
  process.stdout.write(`${JSON.stringify(line)}\n`);
};

/**
 * Starts `workers` copies of this process's command, each with its `--shard`, hands every line they write to
 * `onLine`, and resolves when all have exited; a worker that fails rejects the whole run.
 */
export async function runShards<Line>(workers: number, onLine: (line: Line) => void): Promise<void> {
  const args = process.argv.slice(2);
  await Promise.all(
    Array.from({ length: workers }, (_, index) => {
      const child = spawn(
        process.execPath,
        [...process.execArgv, process.argv[1], ...args, '--shard', `${index}/${workers}`],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      createInterface({ input: child.stdout }).on('line', (text) => onLine(JSON.parse(text) as Line));
      return new Promise<void>((resolve, reject) =>
        child.on('close', (code) =>
          code === 0 ? resolve() : reject(new Error(`worker ${index} exited with ${code}`)),
        ),
      );
    }),
  );
}

/** A whole number option's parser. */
export const whole = (value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('a whole number');
  return n;
};

/** A number option's parser for an amount that may be fractional, such as minutes: never negative, never NaN. */
export const amount = (value: string): number => {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0) throw new InvalidArgumentError('a number, 0 or more');
  return n;
};
