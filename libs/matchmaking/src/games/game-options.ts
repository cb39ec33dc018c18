import { checkNewGameOptions, isViolation, type AnyRuleset } from '@empires/rules-kernel';
import { refuse } from '../requests/errors';

/**
 * Refuses (BAD_USER_INPUT) game options the engine's CreateGame would refuse, by the check it makes
 * (`checkNewGameOptions`). A table or tournament is checked when it is made: once its games are
 * owed, a refusal reaches nobody who could fix it.
 */
export function checkGameOptions(ruleset: AnyRuleset, seatCounts: Iterable<number>, options: unknown): void {
  const checked = checkNewGameOptions(ruleset, seatCounts, options);
  if (isViolation(checked)) refuse('BAD_USER_INPUT', checked.message);
}
