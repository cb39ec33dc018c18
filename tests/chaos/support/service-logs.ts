import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ProcessOutput {
  readonly name: string;
  readonly output: string;
}

/**
 * Writes each process's whole output to `<dir>/<name>.log`, emptying the folder first: what a
 * failed run leaves to read, killed processes included (their output is gone from the stack).
 */
export function saveLogs(dir: string, outputs: readonly ProcessOutput[]): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const { name, output } of outputs) writeFileSync(join(dir, `${name}.log`), output);
}

/** The lines of every output that match, each after the name of the process that wrote it. */
export function linesMatching(outputs: readonly ProcessOutput[], pattern: RegExp): string[] {
  return outputs.flatMap(({ name, output }) =>
    output
      .split('\n')
      .filter((line) => pattern.test(line))
      .map((line) => `${name}: ${line}`),
  );
}
