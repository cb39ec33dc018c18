import {
  Dice,
  isViolation,
  play,
  sampleAction,
  start,
  type LegalAction,
  type Recorded,
  type Table,
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

export interface PlayedCommand {
  readonly seat: number;
  readonly command: MedievalCommand;
}

export interface RandomGame {
  readonly table: Table<MedievalState>;
  readonly recorded: readonly Recorded<MedievalEvent>[];
  readonly commands: readonly PlayedCommand[];
}

/** Chooses a seat's command; the random policy when none is given. */
export type SeatPolicy = (
  state: MedievalState,
  seat: number,
  actions: readonly Action[],
  dice: Dice,
) => MedievalCommand;

export interface RandomGameSpec {
  readonly seats: number;
  readonly seed: number;
  readonly options?: Partial<MedievalOptions>;
  /** Weight of `Resign` against the other kinds (0: nobody resigns). */
  readonly resign?: number;
  /** Per seat, a policy other than random (heuristic bots in tests and reports). */
  readonly policies?: readonly (SeatPolicy | undefined)[];
  /** Called after every event, set-up included (property tests and simulations). */
  readonly check?: (state: MedievalState, event: MedievalEvent) => void;
  readonly maxCommands?: number;
}

/** Plays a game to its end; throws if a listed command is refused or nobody can act in a live game. */
export function playRandomGame(spec: RandomGameSpec): RandomGame {
  const started = start<MedievalState, MedievalEvent>(
    medieval,
    { seats: spec.seats, options: { ...spec.options } },
    spec.seed,
  );
  if (isViolation(started)) throw new Error(started.message);
  if (spec.check) foldChecked(medieval.initialState, started.recorded, spec.check);
  let table = started.table;
  const recorded = [...started.recorded];
  const commands: PlayedCommand[] = [];
  const dice = Dice.fromSeed(spec.seed ^ 0x5bd1e995);
  const limit = spec.maxCommands ?? 100_000;
  while (table.state.phase !== 'ended') {
    const seat = medieval.toAct(table.state)[0];
    if (seat === undefined) throw new Error(`nobody acts in round ${table.state.round} of a game that is not over`);
    const actions = medieval.legalActions(table.state, seat);
    if (!actions.length) throw new Error(`seat ${seat} must act but has no legal action`);
    const policy = spec.policies?.[seat];
    const command = policy ? policy(table.state, seat, actions, dice) : randomPolicy(actions, dice, spec.resign ?? 0);
    const played = play<MedievalState, MedievalEvent>(medieval, table, command, seat);
    if (isViolation(played))
      throw new Error(`${played.code} (${played.message}) for ${JSON.stringify(command)} by seat ${seat}`);
    if (spec.check) foldChecked(table.state, played.recorded, spec.check);
    recorded.push(...played.recorded);
    commands.push({ seat, command });
    table = played.table;
    if (commands.length > limit) throw new Error('the game did not end');
  }
  return { table, recorded, commands };
}

function foldChecked(
  from: MedievalState,
  recorded: readonly Recorded<MedievalEvent>[],
  check: NonNullable<RandomGameSpec['check']>,
): void {
  let s = from;
  for (const r of recorded) {
    s = medieval.evolve(s, r.event);
    check(s, r.event);
  }
}
