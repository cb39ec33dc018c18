import { Dice, seedFromText } from './dice';

describe('Dice', () => {
  it('gives the same rolls for the same seed', () => {
    const a = Dice.fromSeed(42);
    const b = Dice.fromSeed(42);
    expect(a.roll(10)).toEqual(b.roll(10));
  });

  it('continues exactly from a saved state', () => {
    const dice = Dice.fromSeed(7);
    dice.roll(5);
    const resumed = Dice.fromState(dice.state);
    expect(resumed.roll(20)).toEqual(dice.roll(20));
  });

  it('keeps every roll within its faces and sorts a throw highest first', () => {
    const dice = Dice.fromSeed(1);
    for (let i = 0; i < 1000; i++) {
      const throwOf3 = dice.roll(3);
      expect(throwOf3.every((d) => d >= 1 && d <= 6)).toBe(true);
      expect([...throwOf3].sort((x, y) => y - x)).toEqual(throwOf3);
    }
  });

  it('rolls every face of a d6 about equally often', () => {
    const dice = Dice.fromSeed(3);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[dice.d6() - 1]++;
    counts.forEach((c) => expect(Math.abs(c - 10000)).toBeLessThan(400));
  });

  it('shuffles into a permutation without touching the input', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = Dice.fromSeed(9).shuffle(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort()).toEqual(items);
  });

  it('reports whether it was used', () => {
    const dice = Dice.fromSeed(5);
    expect(dice.wasUsed).toBe(false);
    dice.d20();
    expect(dice.wasUsed).toBe(true);
  });

  it('derives distinct seeds from distinct texts', () => {
    expect(seedFromText('game-1')).not.toBe(seedFromText('game-2'));
    expect(seedFromText('game-1')).toBe(seedFromText('game-1'));
  });
});

describe('Dice from a secret', () => {
  const secret = '0123456789abcdef0123456789abcdef';

  it('replays the same rolls from the same secret', () => {
    expect(Dice.fromSecret(secret).roll(10)).toEqual(Dice.fromSeed(secret).roll(10));
  });

  it('gives other rolls for another secret', () => {
    expect(Dice.fromSecret(secret).roll(20)).not.toEqual(Dice.fromSecret('f'.repeat(32)).roll(20));
  });

  it('refuses a secret too short to fill the state', () => {
    expect(() => Dice.fromSecret('abc')).toThrow('32 hex digits');
  });
});
