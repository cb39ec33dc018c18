import { SHUTDOWN_DEADLINE_MS } from '@empires/service';
import { startProcess } from './support/processes';

describe('a service whose graceful shutdown hangs', () => {
  it('exits with 1 at the shutdown deadline, saying why', async () => {
    const service = await startProcess('tests/e2e/support/stuck-on-shutdown.ts', {});
    const started = Date.now();
    await service.stop('SIGTERM');
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(SHUTDOWN_DEADLINE_MS);
    expect(took).toBeLessThan(SHUTDOWN_DEADLINE_MS + 5_000);
    expect(service.child.exitCode).toBe(1);
    expect(service.output()).toContain(`stuck: shutdown unfinished after ${SHUTDOWN_DEADLINE_MS} ms; exiting`);
  }, 60_000);
});
