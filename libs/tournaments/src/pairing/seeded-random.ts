import { Dice } from '@empires/rules-kernel';

/** A round's own stream of numbers in [0, 1), from the tournament's seed: anyone can draw it again. */
export function seededRandom(seed: number, round: number): () => number {
  const dice = Dice.fromSeed((seed ^ Math.imul(round, 0x9e3779b1)) | 0);
  return () => dice.int(0, 0x7fffffff) / 0x80000000;
}
