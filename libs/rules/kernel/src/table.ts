import { Dice, type RngState } from './dice';
import type { AnyRuleset, GameEvent, Seat, SetupConfig } from './ruleset';
import { isViolation, type RuleViolation } from './violation';

/**
 * An event as the rules produced it, with the PRNG state after it when the decision that
 * produced it rolled. The state is server-only metadata: it never reaches a client.
 */
export interface Recorded<E extends GameEvent = GameEvent> {
  readonly event: E;
  readonly rng?: RngState;
}

/** A game in play: the rules' state, the PRNG state and the number of events so far. */
export interface Table<S> {
  readonly state: S;
  readonly rng: RngState;
  readonly version: number;
}

export interface Played<S, E extends GameEvent> {
  readonly table: Table<S>;
  readonly recorded: readonly Recorded<E>[];
}

function record<E extends GameEvent>(events: readonly E[], dice: Dice): Recorded<E>[] {
  const recorded: Recorded<E>[] = events.map((event) => ({ event }));
  if (dice.wasUsed && recorded.length > 0) {
    recorded[recorded.length - 1] = { event: recorded[recorded.length - 1].event, rng: dice.state };
  }
  return recorded;
}

export function fold<S, E extends GameEvent>(
  ruleset: AnyRuleset,
  table: Table<S>,
  recorded: readonly Recorded<E>[],
): Table<S> {
  let { state, rng, version } = table;
  for (const r of recorded) {
    state = ruleset.evolve(state, r.event);
    if (r.rng) rng = r.rng;
    version++;
  }
  return { state, rng, version };
}

/** Sets a game up from its secret seed. */
export function start<S, E extends GameEvent>(
  ruleset: AnyRuleset,
  config: SetupConfig<unknown>,
  seed: number | string,
): Played<S, E> | RuleViolation {
  const dice = Dice.fromSeed(seed);
  const events = ruleset.setup(config, dice);
  if (isViolation(events)) return events;
  const recorded = record(events as E[], dice);
  const empty: Table<S> = { state: ruleset.initialState, rng: dice.state, version: 0 };
  return { table: fold(ruleset, empty, recorded), recorded };
}

/** Decides one command and folds its events; a violation changes nothing. */
export function play<S, E extends GameEvent>(
  ruleset: AnyRuleset,
  table: Table<S>,
  command: unknown,
  actor: Seat,
): Played<S, E> | RuleViolation {
  const dice = Dice.fromState(table.rng);
  const events = ruleset.decide(table.state, command, actor, dice);
  if (isViolation(events)) return events;
  const recorded = record(events as E[], dice);
  return { table: fold(ruleset, table, recorded), recorded };
}

/** Rebuilds a table from its recorded events (and nothing else). */
export function replay<S, E extends GameEvent>(
  ruleset: AnyRuleset,
  recorded: readonly Recorded<E>[],
  seed: number | string,
): Table<S> {
  const empty: Table<S> = { state: ruleset.initialState, rng: Dice.fromSeed(seed).state, version: 0 };
  return fold(ruleset, empty, recorded);
}
