import { Writable } from 'node:stream';
import { logLevel } from 'kafkajs';
import { createLogger } from './logger';
import { kafkaLogCreator } from './kafka-log';

describe("kafkajs's lines in the service's log", () => {
  it('writes them as JSON lines at their level, with their fields and namespace', () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const log = kafkaLogCreator(createLogger('engine', {}, sink))(logLevel.ERROR);
    log({
      namespace: 'Connection',
      level: logLevel.ERROR,
      label: 'ERROR',
      log: { message: 'Response Fetch', broker: '127.0.0.1:9092', timestamp: 'now', logger: 'kafkajs' },
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        service: 'engine',
        context: 'kafkajs Connection',
        msg: 'Response Fetch',
        broker: '127.0.0.1:9092',
      }),
    ]);
    expect(lines[0]).not.toHaveProperty('logger');
  });
});
