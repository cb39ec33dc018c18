import { Dice } from '@empires/rules-kernel';

// tournament-pairings ships ES modules only, whose types TypeScript will not import into
// CommonJS: the module is required (Node 20.19+ requires ES modules; jest compiles it) and typed
// from the module's own types.
const library = require('tournament-pairings') as typeof import('tournament-pairings', {
  with: { 'resolution-mode': 'import' }
});

export type LibraryMatch = import('tournament-pairings/interfaces', { with: { 'resolution-mode': 'import' } }).Match;
export type LibraryPlayer = import('tournament-pairings/interfaces', { with: { 'resolution-mode': 'import' } }).Player;

export const PAIRING_LIBRARY = 'tournament-pairings@2.0.1';
export const { Swiss, RoundRobin, SingleElimination, DoubleElimination } = library;

/** A round's own stream of numbers in [0, 1), from the tournament's seed: anyone can draw it again. */
export function seededRandom(seed: number, round: number): () => number {
  const dice = Dice.fromSeed((seed ^ Math.imul(round, 0x9e3779b1)) | 0);
  return () => dice.int(0, 0x7fffffff) / 0x80000000;
}

/**
 * Runs `pairing` with `Math.random` drawn from `random`. The library shuffles its players with
 * `Math.random` before pairing (ties between equally good pairings go to that order), and has no
 * option to pass randomness in; the call is synchronous, so nothing else runs while it is swapped.
 */
export function withRandom<T>(random: () => number, pairing: () => T): T {
  const original = Math.random;
  Math.random = random;
  try {
    return pairing();
  } finally {
    Math.random = original;
  }
}
