import type { z } from 'zod';
import type { Dice } from './dice';
import type { RulesetDescriptor } from './descriptor/schema';
import type { Secrets } from './secrets';
import type { RuleViolation } from './violation';

/** A seat at the table, numbered from 0 in seating order. */
export type Seat = number;
export type Viewer = Seat | 'spectator';

/** Who may see an event in full. Others get what `redact` leaves them, or nothing. */
export type Visibility = { readonly public: true } | { readonly public: false; readonly seats: readonly Seat[] };
export const everyone: Visibility = { public: true };
export const onlySeats = (...seats: Seat[]): Visibility => ({ public: false, seats });

export interface GameEvent {
  readonly type: string;
}

export interface GameCommand {
  readonly type: string;
}

/** A numeric choice offered as a range where listing every value would explode. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** A legal command in which some numeric fields may be offered as ranges. */
export type LegalAction<C> = { readonly [K in keyof C]: C[K] extends number ? C[K] | Range : C[K] };

export interface SetupConfig<Options> {
  readonly seats: number;
  readonly options: Options;
}

export interface Outcome {
  /** Rank per seat, 1 = first; tied seats share a rank. */
  readonly ranks: readonly number[];
  readonly scores?: readonly number[];
  readonly reason: string;
}

export interface SeatLimits {
  readonly min: number;
  readonly max: number;
}

/**
 * The ruleset's declarations in zod, each written once: the TypeScript types, the runtime
 * validators and the JSON Schema files of `docs/schemas/<ruleset>/` come from them.
 */
export interface RulesetSchemas {
  /** The options `setup` takes: strict, every option with its default and a description. */
  readonly options: z.ZodObject;
  /** Every command a seat may submit, told apart by `type`: strict objects, precise ranges. */
  readonly commands?: z.ZodType;
  /** Every event the ruleset writes, in full and as `redact` leaves it for each viewer. */
  readonly events?: z.ZodType;
  /** What `view` answers, for a seat or a spectator. */
  readonly view?: z.ZodType;
}

/**
 * A game's rules as a pure decider. No I/O, no clock, no Math.random: randomness comes
 * in as `Dice` and its results leave in events.
 */
export interface Ruleset<State, Command extends GameCommand, Event extends GameEvent, View, Options = unknown> {
  readonly id: string;
  /** Games are replayed with the version they began with. */
  readonly version: string;
  readonly seats: SeatLimits;
  readonly defaultOptions: Options;
  /** The state before any event: `setup`'s events are folded onto it. */
  readonly initialState: State;
  readonly schemas: RulesetSchemas;
  /** Everything static a client needs to draw and explain the game (areas, borders, cards, phases, options). */
  readonly descriptor: RulesetDescriptor;

  /** Checks options and seat count and returns the opening events, or why it cannot start. */
  setup(config: SetupConfig<Options>, dice: Dice): readonly Event[] | RuleViolation;
  decide(state: State, command: Command, actor: Seat, dice: Dice): readonly Event[] | RuleViolation;
  /** Total: never throws, never rolls, ignores what it does not know. */
  evolve(state: State, event: Event): State;
  view(state: State, viewer: Viewer): View;
  /** What `viewer` may see of one event: the event, a reduced copy, or nothing. */
  redact(event: Event, viewer: Viewer): Event | null;
  visibility(event: Event): Visibility;
  /** What is hidden, from whom and until when: `view`, `redact` and `visibility` are made from it. */
  readonly secrets?: Secrets<State, Event, View, null>;
  legalActions(state: State, seat: Seat): readonly LegalAction<Command>[];
  /** Seats that must act now: whose turn it is, for bots and notifications. */
  toAct(state: State): readonly Seat[];
  outcome(state: State): Outcome | null;
  /** Broken invariants, for simulations and property tests; empty when all hold. */
  invariants(state: State): readonly string[];
  /**
   * Where several seats act at once: the seats whose decisions `event` makes stale, namely the
   * seat that caused it and any whose holdings it changes. Every other seat may still act on
   * the version it saw: its command commutes with this one. `'everyone'` (and a ruleset
   * without this) makes every seat see the event before it acts again.
   */
  staleSeats?(state: State, event: Event): readonly Seat[] | 'everyone';
  /**
   * For bots that search: a whole state consistent with what `seat` knows (a state folded
   * from events redacted for that seat), every hidden part drawn at random from what it
   * could be. Without it, search plays on the seat's own state as if nothing were hidden.
   */
  determinize?(state: State, seat: Seat, dice: Dice): State;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any, any, any>;
