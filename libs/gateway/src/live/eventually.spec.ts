import type { QueryReply } from '@empires/contracts';
import { untilFound } from './eventually';

const notFound: QueryReply = { requestId: 'r', ok: false, code: 'NOT_FOUND', message: 'no game' };
const found: QueryReply = { requestId: 'r', ok: true, data: { gameId: 'g' } };

describe('a game history has not heard of yet', () => {
  it('is asked for again until history knows it', async () => {
    const replies = [notFound, notFound, found];
    let asked = 0;
    expect(
      await untilFound(
        async () => replies[asked++],
        5_000,
        async () => undefined,
      ),
    ).toBe(found);
    expect(asked).toBe(3);
  });

  it('is NOT_FOUND once the lag a new game may have is over, and other refusals are answered at once', async () => {
    let asked = 0;
    expect(await untilFound(async () => (asked++, notFound), 30)).toBe(notFound);
    expect(asked).toBeGreaterThan(0);
    const forbidden: QueryReply = { requestId: 'r', ok: false, code: 'FORBIDDEN', message: 'no' };
    let once = 0;
    expect(await untilFound(async () => (once++, forbidden), 5_000)).toBe(forbidden);
    expect(once).toBe(1);
  });
});
