import { createLogger } from '@empires/observability';
import { Writable } from 'node:stream';
import { PinoNestLogger } from './pino-nest-logger';

/** A logger writing to an array of parsed lines. */
function captured(env: NodeJS.ProcessEnv = {}) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString()
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as Record<string, unknown>),
      );
      done();
    },
  });
  return { lines, logger: new PinoNestLogger(createLogger('engine', env, sink)) };
}

describe('services log JSON lines through pino', () => {
  it('writes one JSON object a line with the service, level, time, context and fields', () => {
    const { lines, logger } = captured();
    logger.log('consuming commands', 'Engine');
    logger.warn({ msg: 'command answered', gameId: 'g1', commandId: 'c1' }, 'Engine');
    expect(lines[0]).toMatchObject({ service: 'engine', level: 'info', context: 'Engine', msg: 'consuming commands' });
    expect(new Date(lines[0].time as string).toISOString()).toBe(lines[0].time);
    expect(lines[1]).toMatchObject({ level: 'warn', msg: 'command answered', gameId: 'g1', commandId: 'c1' });
  });

  it("keeps Nest's error stack beside the message", () => {
    const { lines, logger } = captured();
    logger.error('relay failed', 'Error: boom\n    at somewhere', 'Engine');
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'relay failed', context: 'Engine' });
    expect(lines[0].stack).toContain('boom');
  });

  it('writes nothing below EMPIRES_LOG_LEVEL', () => {
    const { lines, logger } = captured({ EMPIRES_LOG_LEVEL: 'warn' });
    logger.log('routine', 'Engine');
    logger.debug({ msg: 'command answered' }, 'Engine');
    logger.warn('worth a look', 'Engine');
    expect(lines.map((l) => l.msg)).toEqual(['worth a look']);
  });

  it('refuses a level pino does not know', () => {
    expect(() => createLogger('engine', { EMPIRES_LOG_LEVEL: 'loud' })).toThrow(/EMPIRES_LOG_LEVEL/);
  });
});
