import { trace } from '@opentelemetry/api';
import { pino, stdTimeFunctions, type Logger, type LevelWithSilent } from 'pino';

const LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** `EMPIRES_LOG_LEVEL`: one of pino's levels, `info` when unset. */
export function logLevel(env: NodeJS.ProcessEnv = process.env): LevelWithSilent {
  const wanted = (env.EMPIRES_LOG_LEVEL ?? 'info').toLowerCase() as LevelWithSilent;
  if (!LEVELS.includes(wanted))
    throw new Error(`EMPIRES_LOG_LEVEL must be one of ${LEVELS.join(', ')}; got ${env.EMPIRES_LOG_LEVEL}`);
  return wanted;
}

/**
 * A service's logger: one JSON object a line on stdout, with the service's name, an ISO time and,
 * while a span is active (tracing on), its trace and span ids, so a line leads to its trace.
 */
export function createLogger(
  service: string,
  env: NodeJS.ProcessEnv = process.env,
  destination?: NodeJS.WritableStream,
): Logger {
  return pino(
    {
      level: logLevel(env),
      base: { service },
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: activeTrace,
    },
    destination as never,
  );
}

function activeTrace(): Record<string, string> {
  const span = trace.getActiveSpan()?.spanContext();
  return span && trace.isSpanContextValid(span) ? { traceId: span.traceId, spanId: span.spanId } : {};
}
