import type { EventEnvelope } from '@empires/contracts';
import { auditStream } from './audit';

const event = (seq: number, causationId: string, type = 'Moved') => ({ seq, causationId, type }) as EventEnvelope;

describe('the chaos audit of a stream', () => {
  it('passes a whole stream: seqs 1..n, each command one block, the seed revealed', () => {
    const audit = auditStream([event(1, 'a'), event(2, 'b'), event(3, 'b'), event(4, 'c', 'SeedRevealed')]);
    expect(audit).toEqual({ events: 4, finished: true, gaps: [], appliedTwice: [] });
  });

  it('finds a hole in the seqs', () => {
    expect(auditStream([event(1, 'a'), event(3, 'b')]).gaps).toEqual([3]);
  });

  it('finds a command whose events come in two blocks: decided twice', () => {
    expect(auditStream([event(1, 'a'), event(2, 'b'), event(3, 'a')]).appliedTwice).toEqual(['a']);
  });

  it('says a game without its seed revealed is not finished', () => {
    expect(auditStream([event(1, 'a')]).finished).toBe(false);
  });
});
