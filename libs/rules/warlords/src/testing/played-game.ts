import { playedGame as play, type PlayedGame as Game, type PlayedStep } from '@empires/rules-kernel/testing';
import type { WarlordsCommand } from '../commands';
import type { WarlordsEvent } from '../events';
import type { WarlordsOptions } from '../options';
import { randomPolicy } from '../play/random-game';
import { warlords } from '../ruleset';
import type { WarlordsState } from '../state';

/** One command as it was played: the state it met, who sent it, what the rules wrote. */
export type Played = PlayedStep<WarlordsState, WarlordsCommand, WarlordsEvent>;

export type PlayedGame = Game<WarlordsState, WarlordsCommand, WarlordsEvent>;

/**
 * A game of `randomPolicy`'s weighted random legal commands, every step kept with the state
 * before and after it (`playRandomGame` keeps only the table); it stops at the end of the game or
 * after `maxCommands`.
 */
export function playedGame(
  seats: number,
  seed: number,
  options: Partial<WarlordsOptions>,
  ruleset: typeof warlords = warlords,
  maxCommands = 20_000,
): PlayedGame {
  return play(ruleset, { seats, options }, seed, (actions, policy) => randomPolicy(actions, policy), maxCommands);
}
