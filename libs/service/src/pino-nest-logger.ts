import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Nest's logger backed by pino. Nest passes the context (the class's name) last; a message may be
 * an object of fields (`{ msg, gameId, commandId }`), which become the line's own fields.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    // Nest's error(message, stack?, context): the stack, when given, is the second argument.
    const [stack, ...rest] = params.length > 1 ? params : [undefined, ...params];
    this.write('error', message, rest, typeof stack === 'string' ? { stack } : {});
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[], extra: object = {}): void {
    if (!this.logger.isLevelEnabled(level)) return;
    const context = params[params.length - 1];
    const fields = { ...(typeof context === 'string' ? { context } : {}), ...extra };
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) {
      const { msg, ...rest } = message as { msg?: string };
      this.logger[level]({ ...fields, ...rest }, msg);
    } else this.logger[level](fields, String(message));
  }
}
