import { benchRecorded, type RulesBenchResult } from '@empires/rules-kernel';
import { playRandomGame } from './play/random-game';
import { warlords } from './ruleset';

export interface BenchOptions {
  readonly games?: number;
  readonly seed?: number;
  readonly roundLimit?: number;
  /** A clock in milliseconds, injected so the rules stay pure (e.g. `() => performance.now()`). */
  readonly now: () => number;
  /** Timed passes after one warm-up; the median is reported. */
  readonly passes?: number;
}

/**
 * Plays `games` random games (2-6 seats, automatic set-up) recording their commands, then times
 * them through the kernel's bench harness.
 */
export function warlordsBench(o: BenchOptions): RulesBenchResult {
  const n = o.games ?? 50;
  const seed = o.seed ?? 1;
  const played = Array.from({ length: n }, (_, g) => {
    const spec = {
      seats: 2 + (g % 5),
      seed: seed + g,
      options: { sides: 'auto' as const, placement: 'auto' as const, roundLimit: o.roundLimit ?? 12 },
    };
    const game = playRandomGame(spec);
    return { ...spec, commands: game.commands, events: game.recorded.map((r) => r.event) };
  });
  return benchRecorded(warlords, played, { now: o.now, passes: o.passes ?? 5 });
}
