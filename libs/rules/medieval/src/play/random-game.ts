import {
  Dice,
  playToEnd,
  sampleAction,
  type GameToPlay,
  type LegalAction,
  type PlayedCommand as KernelPlayedCommand,
  type PlayedToEnd,
} from '@empires/rules-kernel';
import type { MedievalCommand } from '../commands';
import type { MedievalEvent } from '../event-types';
import type { MedievalOptions } from '../options';
import { medieval } from '../ruleset';
import type { MedievalState } from '../state';

type Action = LegalAction<MedievalCommand>;
type Kind = MedievalCommand['type'];

/**
 * How much a random seat likes each kind of command. Kinds are weighted, not single actions: a turn
 * lists hundreds of swaps and endeavour targets, and uniform picks would do little but swap.
 */
const WEIGHTS: Partial<Record<Kind, number>> = {
  Endeavour: 6,
  BeginTaxation: 2,
  Levy: 4,
  Plunder: 0.5,
  EndTaxation: 1,
  EndTurn: 1,
  SwapClaims: 0.1,
  SwapAreas: 0.1,
  GiveClaim: 0.1,
  RemoveTie: 0.1,
  SetTieWaiver: 0.2,
  SetRivalPenalty: 0.5,
  TerminateAlliance: 0.05,
  Resign: 0,
};

/** A kind of command by its weight, then one action of that kind, its ranges sampled uniformly. */
export function randomPolicy(actions: readonly Action[], dice: Dice, resign = 0): MedievalCommand {
  const kinds = [...new Set(actions.map((a) => a.type))];
  const weights = kinds.map((k) => (k === 'Resign' ? resign : (WEIGHTS[k] ?? 1)));
  let x = (dice.int(0, 999_999) / 1_000_000) * weights.reduce((a, b) => a + b, 0);
  let i = 0;
  while (i < kinds.length - 1 && x >= weights[i]) x -= weights[i++];
  return sampleAction<MedievalCommand>(dice.pick(actions.filter((a) => a.type === kinds[i])), dice);
}

export type PlayedCommand = KernelPlayedCommand<MedievalCommand>;

export type RandomGame = PlayedToEnd<MedievalState, MedievalCommand, MedievalEvent>;

/** Chooses a seat's command; the random policy when none is given. */
export type SeatPolicy = (
  state: MedievalState,
  seat: number,
  actions: readonly Action[],
  dice: Dice,
) => MedievalCommand;

/** `check` sees the set-up's events too. */
export interface RandomGameSpec extends GameToPlay<MedievalState, MedievalEvent, MedievalOptions> {
  /** Weight of `Resign` against the other kinds (0: nobody resigns). */
  readonly resign?: number;
  /** Per seat, a policy other than random (heuristic bots in tests and reports). */
  readonly policies?: readonly (SeatPolicy | undefined)[];
}

/** Plays a game to its end; throws if a listed command is refused or nobody can act in a live game. */
export function playRandomGame(spec: RandomGameSpec): RandomGame {
  const dice = Dice.fromSeed(spec.seed ^ 0x5bd1e995);
  return playToEnd<MedievalState, MedievalCommand, MedievalEvent, MedievalOptions>(medieval, spec, {
    over: (state) => state.phase === 'ended',
    choose: (state, seat, actions) => {
      const policy = spec.policies?.[seat];
      return policy ? policy(state, seat, actions, dice) : randomPolicy(actions, dice, spec.resign ?? 0);
    },
    checkSetUp: true,
    maxCommands: 100_000,
  });
}
