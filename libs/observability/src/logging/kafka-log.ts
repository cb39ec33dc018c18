import { logLevel, type logCreator } from 'kafkajs';
import type { Logger } from 'pino';

const LEVELS: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/** kafkajs's log lines as the service's own JSON lines (kafkajs otherwise writes its own format). */
export const kafkaLogCreator =
  (logger: Logger): logCreator =>
  () =>
  ({ namespace, level, log }) => {
    const { message, timestamp: _timestamp, logger: _logger, ...fields } = log;
    logger[LEVELS[level] ?? 'info']({ ...fields, context: `kafkajs ${namespace}` }, message);
  };
