import {
  Dice,
  playToEnd,
  sampleAction,
  type GameToPlay,
  type LegalAction,
  type PlayedToEnd,
} from '@empires/rules-kernel';
import type { WarlordsCommand } from '../commands';
import type { WarlordsEvent } from '../events';
import type { WarlordsOptions } from '../options';
import { warlords } from '../ruleset';
import type { WarlordsState } from '../state';

type Action = LegalAction<WarlordsCommand>;

/** How much a random bot likes each kind of command: it attacks eagerly and rarely gives up. */
const WEIGHTS: Partial<Record<WarlordsCommand['type'], number>> = {
  Resign: 0.002,
  ProposeEnd: 0.01,
  RejectEnd: 3,
  RevealGeneral: 0.05,
  EndTurn: 0.2,
  EndRaising: 0.5,
  Attack: 8,
  RaiseRegiments: 2,
  DismissRegiments: 0.1,
};

/** A weighted random pick among legal actions, each range sampled uniformly. */
export function randomPolicy(actions: readonly Action[], dice: Dice): WarlordsCommand {
  const weights = actions.map((a) => WEIGHTS[a.type] ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  let x = (dice.int(0, 1_000_000) / 1_000_000) * total;
  let i = 0;
  while (i < actions.length - 1 && x >= weights[i]) x -= weights[i++];
  return sampleAction<WarlordsCommand>(actions[i], dice);
}

export type RandomGame = PlayedToEnd<WarlordsState, WarlordsCommand, WarlordsEvent>;

/** `check` sees the events of commands, not the set-up's. */
export type RandomGameSpec = GameToPlay<WarlordsState, WarlordsEvent, WarlordsOptions>;

/** Plays a game to its end by random legal commands; throws if a listed command is refused. */
export function playRandomGame(spec: RandomGameSpec): RandomGame {
  const policy = Dice.fromSeed(spec.seed ^ 0x5bd1e995);
  return playToEnd<WarlordsState, WarlordsCommand, WarlordsEvent, WarlordsOptions>(warlords, spec, {
    over: (state) => state.phase === 'ended',
    choose: (_state, _seat, actions) => randomPolicy(actions, policy),
    maxCommands: 200_000,
  });
}
