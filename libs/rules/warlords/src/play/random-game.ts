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

export interface PlayedCommand {
  readonly seat: number;
  readonly command: WarlordsCommand;
}

export interface RandomGame {
  readonly table: Table<WarlordsState>;
  readonly recorded: readonly Recorded<WarlordsEvent>[];
  readonly commands: readonly PlayedCommand[];
}

export interface RandomGameSpec {
  readonly seats: number;
  readonly seed: number;
  readonly options?: Partial<WarlordsOptions>;
  /** Checked after every event when given (property tests and simulations). */
  readonly check?: (state: WarlordsState, event: WarlordsEvent) => void;
  readonly maxCommands?: number;
}

/** Plays a game to its end by random legal commands; throws if a listed command is refused. */
export function playRandomGame(spec: RandomGameSpec): RandomGame {
  const started = start<WarlordsState, WarlordsEvent>(
    warlords,
    { seats: spec.seats, options: { ...spec.options } },
    spec.seed,
  );
  if (isViolation(started)) throw new Error(started.message);
  let table = started.table;
  const recorded = [...started.recorded];
  const commands: PlayedCommand[] = [];
  const policy = Dice.fromSeed(spec.seed ^ 0x5bd1e995);
  const limit = spec.maxCommands ?? 200_000;
  while (table.state.phase !== 'ended') {
    const seat = warlords.toAct(table.state)[0];
    if (seat === undefined) throw new Error(`nobody acts in phase ${table.state.phase}`);
    const actions = warlords.legalActions(table.state, seat);
    if (!actions.length) throw new Error(`seat ${seat} must act but has no legal action`);
    const command = randomPolicy(actions, policy);
    const played = play<WarlordsState, WarlordsEvent>(warlords, table, command, seat);
    if (isViolation(played))
      throw new Error(`${played.code} (${played.message}) for listed ${JSON.stringify(command)} by seat ${seat}`);
    if (spec.check) {
      let s = table.state;
      for (const r of played.recorded) {
        s = warlords.evolve(s, r.event);
        spec.check(s, r.event);
      }
    }
    recorded.push(...played.recorded);
    commands.push({ seat, command });
    table = played.table;
    if (commands.length > limit) throw new Error('the game did not end');
  }
  return { table, recorded, commands };
}
