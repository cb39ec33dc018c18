import fc from 'fast-check';
import type { AnyRuleset } from '../ruleset';
import { playTwins, type TwinReport, type TwinSpec } from '../twin-games';

/**
 * Plays the twin games drawn from `games` (`playTwins` throws where a viewer tells a pair apart,
 * and fast-check shrinks the pair) and gives back the reports of the pairs that parted and were
 * compared: a test that finds none passed without comparing anything.
 */
export function comparedTwins<G>(
  ruleset: AnyRuleset,
  games: fc.Arbitrary<G>,
  twin: (game: G) => TwinSpec,
  runs: fc.Parameters<[G]>,
): TwinReport[] {
  const reports: TwinReport[] = [];
  fc.assert(
    fc.property(games, (game) => void reports.push(playTwins(ruleset, twin(game)))),
    runs,
  );
  return reports.filter((r) => r.differed && r.comparisons > 0);
}
