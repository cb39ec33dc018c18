import {
  benchRecorded,
  type RandomGamesBenchOptions,
  type RecordedGame,
  type RulesBenchResult,
} from '@empires/rules-kernel';
import { playRandomGame } from './play/random-game';
import { medieval } from './ruleset';

export type BenchOptions = RandomGamesBenchOptions;

/**
 * Plays `games` random Millennium games (1 to 6 seats, `roundLimit` rounds), then times them through
 * the kernel's bench harness. Set-up counts as one command: with Independents it plays every turn up
 * to a seat's first decision, as the engine does.
 */
export function benchMedieval({ games, now, roundLimit = 4, seed = 1, passes = 3 }: BenchOptions): RulesBenchResult {
  const played: RecordedGame[] = [];
  for (let g = 0; g < games; g++) {
    const seats = 1 + (g % 6);
    const options = { roundLimit };
    // The timed pass plays set-up again from the seed, so the game is played from the same seed.
    const game = playRandomGame({ seats, seed: seed + g, options });
    played.push({ seats, seed: seed + g, options, commands: game.commands, events: game.recorded.map((r) => r.event) });
  }
  return benchRecorded(medieval, played, { now, passes, setupIsACommand: true });
}
