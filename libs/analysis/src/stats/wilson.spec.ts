import { wilson } from './wilson';

describe('the Wilson score interval', () => {
  it('gives the textbook 95% interval for 8 successes in 10', () => {
    const p = wilson(8, 10);
    expect(p.rate).toBe(0.8);
    expect(p.low).toBeCloseTo(0.4902, 4);
    expect(p.high).toBeCloseTo(0.9433, 4);
  });

  it('stays within [0, 1] at the edges, where rate ± z·se would not', () => {
    expect(wilson(0, 5)).toMatchObject({ low: 0, rate: 0 });
    expect(wilson(0, 5).high).toBeCloseTo(0.4345, 4);
    expect(wilson(5, 5).high).toBe(1);
    expect(wilson(5, 5).low).toBeCloseTo(0.5655, 4);
  });

  it('knows nothing from no trials', () => {
    expect(wilson(0, 0)).toMatchObject({ low: 0, high: 1 });
  });

  it('narrows as trials grow', () => {
    const width = (n: number) => wilson(n / 2, n).high - wilson(n / 2, n).low;
    expect(width(1000)).toBeLessThan(width(100));
    expect(width(100)).toBeLessThan(width(10));
  });
});
