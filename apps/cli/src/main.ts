import { CommanderError } from 'commander';
import { buildProgram } from './program';
import { UsageError } from './errors';

/** What to do about a failure, in a line; the stack only for what nobody foresaw. */
function explain(error: unknown): { message: string; code: number } {
  if (error instanceof UsageError) return { message: `${error.message}\n(add --help for the options)`, code: 2 };
  // The SDK's error, known by name: importing its class would load the whole SDK for --help.
  if (error instanceof Error && error.name === 'EmpiresError') {
    const code = (error as Error & { code?: string }).code;
    return {
      message: `the server said ${code}: ${error.message}${code === 'UNAUTHENTICATED' ? '\n(pass --token, from `empires register <name>`)' : ''}`,
      code: 1,
    };
  }
  const cause = (error as { cause?: { code?: string } }).cause;
  if (error instanceof TypeError && error.message === 'fetch failed')
    return {
      message: `cannot reach the server (${cause?.code ?? 'no answer'}): check --server and that it runs`,
      code: 1,
    };
  if ((error as { code?: string }).code === 'ENOENT')
    return { message: `${(error as Error).message}: check the path`, code: 1 };
  if ((error as { code?: string }).code === 'EXPORT_FORMAT' || (error as { code?: string }).code === 'BAD_FILTER')
    return { message: (error as Error).message, code: 2 };
  return { message: error instanceof Error ? (error.stack ?? error.message) : String(error), code: 1 };
}

buildProgram()
  .parseAsync(process.argv)
  .catch((error: unknown) => {
    if (error instanceof CommanderError) process.exit(error.exitCode);
    const { message, code } = explain(error);
    console.error(`empires: ${message}`);
    process.exit(code);
  });
