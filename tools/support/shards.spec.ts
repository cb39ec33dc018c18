import { amount, whole } from './shards';

describe('the number parsers of the long-run tools', () => {
  it('reads a whole number and refuses a fraction, a negative number or a word', () => {
    expect(whole('20')).toBe(20);
    for (const bad of ['2.5', '-1', 'abc']) expect(() => whole(bad)).toThrow('a whole number');
  });

  it('reads an amount that may be fractional, and refuses a negative one, a word or nothing (not NaN)', () => {
    expect(amount('0.5')).toBe(0.5);
    expect(amount('0')).toBe(0);
    for (const bad of ['-1', 'abc', '', 'Infinity']) expect(() => amount(bad)).toThrow('a number, 0 or more');
  });
});
