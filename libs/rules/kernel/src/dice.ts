import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

/** The serialisable state of the game's PRNG (xoroshiro128+, four 32-bit words). */
export type RngState = readonly number[];

/**
 * Seeded randomness for `setup` and `decide`. Its state lives in the game state; the
 * results it gives are written into events, so `evolve` and replays never roll.
 */
export class Dice {
  private used = false;

  private constructor(private readonly generator: JumpableRandomGenerator) {}

  /**
   * From a game's secret: 32 hex digits give the generator's full 128-bit state, so the
   * dice cannot be predicted by trying every 32-bit seed.
   */
  static fromSecret(secret: string): Dice {
    if (!/^[0-9a-f]{32}/i.test(secret)) throw new Error('a dice secret needs at least 32 hex digits');
    const words: number[] = [0, 8, 16, 24].map((i) => parseInt(secret.slice(i, i + 8), 16) | 0);
    if (!words.some((w) => w !== 0)) words[0] = 1; // the all-zero state never leaves zero
    return new Dice(xoroshiro128plusFromState(words));
  }

  /** A number seeds tests and simulations; a hex string is a game's secret. */
  static fromSeed(seed: number | string): Dice {
    return typeof seed === 'string' ? Dice.fromSecret(seed) : new Dice(xoroshiro128plus(seed | 0));
  }

  static fromState(state: RngState): Dice {
    return new Dice(xoroshiro128plusFromState(state));
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    this.used = true;
    return uniformInt(this.generator, min, max);
  }

  d6(): number {
    return this.int(1, 6);
  }

  d20(): number {
    return this.int(1, 20);
  }

  /** `count` dice of `sides` sides, sorted highest first as RISK compares them. */
  roll(count: number, sides = 6): number[] {
    const dice: number[] = [];
    for (let i = 0; i < count; i++) dice.push(this.int(1, sides));
    return dice.sort((a, b) => b - a);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }

  /** A new array in Fisher-Yates order. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = out[i];
      out[i] = out[j];
      out[j] = t;
    }
    return out;
  }

  /** Whether anything was rolled since this object was made. */
  get wasUsed(): boolean {
    return this.used;
  }

  get state(): RngState {
    return this.generator.getState();
  }
}

/** A 32-bit seed from any string (FNV-1a), for seeds given as text. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
