import { waitFor } from '@empires/testing';
import { WakeableLoop } from './wakeable-loop';

describe('a wakeable loop', () => {
  const hour = 3_600_000;
  let loop: WakeableLoop | undefined;
  afterEach(() => loop?.stop());

  it('sleeps as long as a pass asks, until woken', async () => {
    let passes = 0;
    loop = new WakeableLoop(async () => (passes += 1) && hour, { afterErrorMs: hour });
    loop.start();
    await waitFor(() => passes === 1);
    loop.wake();
    await waitFor(() => passes === 2);
  });

  it('goes on at once after a pass that asks for no sleep', async () => {
    let passes = 0;
    loop = new WakeableLoop(async () => ((passes += 1) < 5 ? 0 : hour), { afterErrorMs: hour });
    loop.start();
    await waitFor(() => passes === 5);
  });

  it('skips the sleep after a pass during which it was woken: news that came mid-pass is not slept through', async () => {
    let passes = 0;
    const self: { loop?: WakeableLoop } = {};
    self.loop = loop = new WakeableLoop(
      async () => {
        passes += 1;
        if (passes === 1) self.loop?.wake();
        return hour;
      },
      { afterErrorMs: hour },
    );
    loop.start();
    await waitFor(() => passes === 2);
  });

  it('reports a failed pass and tries again after its pause', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    loop = new WakeableLoop(
      async () => {
        passes += 1;
        if (passes === 1) throw new Error('database away');
        return hour;
      },
      { afterErrorMs: 10, onError: (error) => errors.push(error) },
    );
    loop.start();
    await waitFor(() => passes === 2);
    expect(errors).toEqual([new Error('database away')]);
  });

  it('stops after the pass under way, even in a long sleep', async () => {
    let passes = 0;
    loop = new WakeableLoop(async () => (passes += 1) && hour, { afterErrorMs: hour });
    loop.start();
    await waitFor(() => passes === 1);
    await loop.stop();
    expect(passes).toBe(1);
  });
});
