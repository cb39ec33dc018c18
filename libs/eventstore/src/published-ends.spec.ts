import type { GlobalEvent } from './global-reader';
import { globalPositionHeader, globalPositionOf, pastPublished, publishedAlready } from './published-ends';

const at = (streamId: string, txId: string, position: string): GlobalEvent => ({
  streamId,
  txId,
  position,
  seq: 1,
  eventId: 'e',
  type: 't',
  payload: {},
  metadata: {},
  occurredAt: '2026-11-26T00:00:00.000Z',
});

describe('where a crashed relay leader got to', () => {
  it('reads back the header it wrote, as Kafka hands it over (bytes), and nothing from messages without one', () => {
    const { 'empires-global-position': text } = globalPositionHeader(at('a', '812', '40'));
    expect(globalPositionOf({ 'empires-global-position': Buffer.from(text) })).toEqual({ txId: '812', position: '40' });
    expect(globalPositionOf({ 'empires-global-position': [Buffer.from(text)] })).toEqual({
      txId: '812',
      position: '40',
    });
    expect(globalPositionOf({ traceparent: Buffer.from('00-abc') })).toBeUndefined();
    expect(globalPositionOf({ 'empires-global-position': Buffer.from('garbled') })).toBeUndefined();
  });

  // Positions are handed out before commit, so a later transaction may hold a smaller position.
  it('orders by transaction first, then position, and compares past the range of a double', () => {
    const partitionOf = (streamId: string) => (streamId === 'on-0' ? 0 : 1);
    const { has: skip } = publishedAlready(new Map([[0, { txId: '9007199254740995', position: '50' }]]), partitionOf);
    expect(skip(at('on-0', '9007199254740995', '50'))).toBe(true);
    expect(skip(at('on-0', '9007199254740995', '49'))).toBe(true);
    expect(skip(at('on-0', '9007199254740994', '900'))).toBe(true);
    expect(skip(at('on-0', '9007199254740995', '51'))).toBe(false);
    expect(skip(at('on-0', '9007199254740996', '10'))).toBe(false);
  });

  it('skips nothing on a partition whose last message it does not know', () => {
    const { has: skip } = publishedAlready(new Map([[0, { txId: '10', position: '5' }]]), () => 1);
    expect(skip(at('elsewhere', '1', '1'))).toBe(false);
  });

  it('knows where the topic ends: past the latest partition end, the relay stops asking of each event', () => {
    const published = publishedAlready(
      new Map([
        [0, { txId: '12', position: '90' }],
        [1, { txId: '14', position: '3' }],
        [2, { txId: '13', position: '700' }],
      ]),
      () => 0,
    );
    expect(published.through).toEqual({ txId: '14', position: '3' });
    expect(pastPublished({ txId: '14', position: '3' }, published)).toBe(false);
    expect(pastPublished({ txId: '13', position: '900' }, published)).toBe(false);
    expect(pastPublished({ txId: '14', position: '4' }, published)).toBe(true);
    expect(
      pastPublished(
        { txId: '0', position: '0' },
        publishedAlready(new Map(), () => 0),
      ),
    ).toBe(true);
  });
});
