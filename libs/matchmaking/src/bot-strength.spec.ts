import { botLevelFor } from './bot-strength';

describe('the bot level a rating calls for', () => {
  const all = ['easy', 'medium', 'hard'] as const;

  it('is easy for beginners, medium in the middle, hard for the strong', () => {
    expect([15, 21.9, 22, 25, 28.9, 29, 40].map((mu) => botLevelFor(mu, all))).toEqual([
      'easy',
      'easy',
      'medium',
      'medium',
      'medium',
      'hard',
      'hard',
    ]);
  });

  it('falls back to the strongest level the ruleset offers below it, else its weakest', () => {
    expect(botLevelFor(35, ['easy', 'medium'])).toBe('medium');
    expect(botLevelFor(25, ['easy'])).toBe('easy');
    expect(botLevelFor(15, ['hard'])).toBe('hard');
  });
});
