import { newSkill, ordinalOf, rateGame } from './ratings';

describe('ratings (Weng-Lin / OpenSkill)', () => {
  it('raises the winner and lowers the loser of a two-player game, and both grow more certain', () => {
    const [winner, loser] = rateGame([newSkill(), newSkill()], [1, 2]);
    expect(winner.mu).toBeGreaterThan(25);
    expect(loser.mu).toBeLessThan(25);
    expect(winner.sigma).toBeLessThan(newSkill().sigma);
  });

  it('orders a free-for-all by finishing place, ties sharing a change', () => {
    const after = rateGame([newSkill(), newSkill(), newSkill(), newSkill()], [1, 2, 2, 4]);
    expect(after[0].mu).toBeGreaterThan(after[1].mu);
    expect(after[1].mu).toBeCloseTo(after[2].mu, 6);
    expect(after[2].mu).toBeGreaterThan(after[3].mu);
  });

  it('moves a favourite less for the expected win than an underdog for the upset', () => {
    const strong = { mu: 35, sigma: 3 };
    const weak = { mu: 15, sigma: 3 };
    const expected = rateGame([strong, weak], [1, 2]);
    const upset = rateGame([strong, weak], [2, 1]);
    expect(expected[0].mu - strong.mu).toBeLessThan(upset[1].mu - weak.mu);
    expect(ordinalOf(strong)).toBeCloseTo(26, 6);
  });
});
