import { Dice, isViolation } from '@empires/rules-kernel';
import type { WarlordsCommand } from '../commands';
import type { WarlordsEvent } from '../events';
import type { WarlordsOptions } from '../options';
import { randomPolicy } from '../play/random-game';
import { warlords } from '../ruleset';
import type { WarlordsState } from '../state';

type WarlordsRuleset = typeof warlords;

/** One command as it was played: the state it met, who sent it, what the rules wrote. */
export interface Played {
  readonly before: WarlordsState;
  readonly seat: number;
  readonly command: WarlordsCommand;
  readonly events: readonly WarlordsEvent[];
  readonly after: WarlordsState;
}

export interface PlayedGame {
  readonly seats: number;
  readonly opening: readonly WarlordsEvent[];
  readonly steps: readonly Played[];
  readonly final: WarlordsState;
}

/**
 * A game of `randomPolicy`'s weighted random legal commands, every step kept with the state
 * before and after it (`playRandomGame` keeps only the table). Any seat that must act may be the
 * one to act next, so decisions of other seats inside a turn are met too; it stops at the end of
 * the game or after `maxCommands`.
 */
export function playedGame(
  seats: number,
  seed: number,
  options: Partial<WarlordsOptions>,
  ruleset: WarlordsRuleset = warlords,
  maxCommands = 20_000,
): PlayedGame {
  const dice = Dice.fromSeed(seed);
  const policy = Dice.fromSeed(seed * 7919 + 13);
  const opening = ruleset.setup({ seats, options }, dice);
  if (isViolation(opening)) throw new Error(opening.message);
  let state = opening.reduce(ruleset.evolve, ruleset.initialState);
  const steps: Played[] = [];
  while (!ruleset.outcome(state) && steps.length < maxCommands) {
    const toAct = ruleset.toAct(state);
    if (toAct.length === 0) throw new Error(`nobody acts in ${state.phase}`);
    const seat = policy.pick(toAct);
    const command = randomPolicy(ruleset.legalActions(state, seat), policy);
    const events = ruleset.decide(state, command, seat, dice);
    if (isViolation(events)) throw new Error(`${events.code} for legal ${JSON.stringify(command)} in ${state.phase}`);
    const after = events.reduce(ruleset.evolve, state);
    steps.push({ before: state, seat, command, events, after });
    state = after;
  }
  return { seats, opening, steps, final: state };
}
