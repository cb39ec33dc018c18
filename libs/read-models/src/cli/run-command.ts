import type { RulesetRegistry } from '@empires/rules-kernel';

export type Command = (registry: RulesetRegistry, argv: readonly string[]) => Promise<number>;

/** Runs a command-line tool with the process's arguments and exits with its code. */
export function runCommand(command: Command, registry: RulesetRegistry): void {
  command(registry, process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
