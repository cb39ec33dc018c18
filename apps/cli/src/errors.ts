/** The command was called wrongly: the message says how to call it. Exit code 2. */
export class UsageError extends Error {
  readonly code = 'USAGE';
}
