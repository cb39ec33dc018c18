import { SeqOrder } from './seq-order';

describe('SeqOrder', () => {
  it('hands on events in order as they come, and holds back one that comes before the one before it', () => {
    const order = new SeqOrder<string>();
    const out: string[] = [];
    for (const [game, seq] of [
      ['a', 1],
      ['b', 1],
      ['a', 3],
      ['a', 4],
      ['b', 2],
      ['a', 2],
      ['a', 5],
    ] as const)
      order.take(game, seq, `${game}${seq}`, out);
    expect(out).toEqual(['a1', 'b1', 'b2', 'a2', 'a3', 'a4', 'a5']);
    expect(order.rest()).toEqual([]);
    expect(order.games).toBe(2);
  });

  it('gives what follows a gap at the end, in seq order, and passes on an event seen before', () => {
    const order = new SeqOrder<string>();
    const out: string[] = [];
    order.take('a', 1, 'a1', out);
    order.take('a', 4, 'a4', out);
    order.take('a', 3, 'a3', out);
    order.take('a', 1, 'a1 again', out);
    order.take('c', 2, 'c2', out);
    expect(out).toEqual(['a1', 'a1 again']);
    expect(order.rest()).toEqual(['a3', 'a4', 'c2']);
    expect(order.games).toBe(2);
  });
});
