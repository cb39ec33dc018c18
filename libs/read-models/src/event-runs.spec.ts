import type { EventEnvelope } from '@empires/contracts';
import { lastSeq, runsOf, textsBetween } from './event-runs';

const event = (streamId: string, seq: number) => ({ streamId, seq }) as EventEnvelope;

describe('event runs', () => {
  it('gathers each game’s events, interleaved as they arrive, into one run from its first seq', () => {
    const events = [event('a', 3), event('b', 1), event('a', 4), event('b', 2), event('a', 5)];
    const runs = runsOf(events, ['a3', 'b1', 'a4', 'b2', 'a5']);
    expect(runs.map((r) => [r.gameId, r.firstSeq, lastSeq(r), r.texts])).toEqual([
      ['a', 3, 5, ['a3', 'a4', 'a5']],
      ['b', 1, 2, ['b1', 'b2']],
    ]);
  });

  it('reads back the texts of a seq range across stored runs, and nothing outside it', () => {
    const rows = [
      { first_seq: 1, envelopes: 't1\nt2\nt3' },
      { first_seq: 4, envelopes: 't4' },
      { first_seq: 5, envelopes: 't5\nt6' },
    ];
    expect(textsBetween(rows, 3, 5)).toEqual(['t3', 't4', 't5']);
    expect(textsBetween(rows, 1, 99)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6']);
    expect(textsBetween(rows, 7, 9)).toEqual([]);
  });
});
