import { checkOptions, Dice, isViolation, type AnyRuleset } from '@empires/rules-kernel';
import { refuse } from '../requests/errors';

/**
 * Refuses (BAD_USER_INPUT) game options the engine's CreateGame would refuse, checked as it checks
 * them: the kernel's `checkOptions` (the ruleset's options schema, strict, so a mistyped key is
 * refused), then a trial setup at each table size the games will have. A table or tournament is
 * checked when it is made: once its games are owed, a refusal reaches nobody who could fix it.
 */
export function checkGameOptions(ruleset: AnyRuleset, seatCounts: Iterable<number>, options: unknown): void {
  const checked = checkOptions(ruleset, options);
  if (isViolation(checked)) return refuse('BAD_USER_INPUT', `options ${checked.message}`);
  for (const seats of new Set(seatCounts)) {
    // Setup is pure: throwaway dice check seat count and options, as the engine's CreateGame does.
    const trial = ruleset.setup({ seats, options: checked.options }, Dice.fromSeed(0));
    if (isViolation(trial)) refuse('BAD_USER_INPUT', trial.message);
  }
}
