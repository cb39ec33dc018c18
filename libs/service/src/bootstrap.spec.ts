import { Module, type INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { bootstrapService } from './bootstrap';

@Module({})
class NothingModule {}

/** The address the service's HTTP server is bound to, with the environment given (port 0: any free one). */
async function boundAddress(env: Record<string, string>): Promise<string> {
  const saved = { ...process.env };
  delete process.env.EMPIRES_LISTEN_ADDRESS;
  Object.assign(process.env, { PORT: '0', EMPIRES_LOG_LEVEL: 'silent', ...env });
  let app: INestApplication | undefined;
  try {
    app = await bootstrapService('probe', NothingModule, 0);
    return (app.getHttpServer().address() as AddressInfo).address;
  } finally {
    await app?.close();
    process.env = saved;
  }
}

describe('where a service listens', () => {
  it('on loopback by default: one machine needs no outside door', async () => {
    expect(await boundAddress({})).toBe('127.0.0.1');
  });

  it("on EMPIRES_LISTEN_ADDRESS, so a container's probes and scrapes reach it on the pod's address", async () => {
    expect(await boundAddress({ EMPIRES_LISTEN_ADDRESS: '0.0.0.0' })).toBe('0.0.0.0');
  });
});
