import { Dice } from './dice';
import type { AnyRuleset, GameEvent } from './ruleset';
import { isViolation } from './violation';

/** A game played once (by any player of the ruleset's), kept to be decided and replayed again under the clock. */
export interface RecordedGame {
  readonly seats: number;
  readonly seed: number;
  readonly options: unknown;
  readonly commands: readonly { readonly seat: number; readonly command: unknown }[];
  readonly events: readonly GameEvent[];
}

export interface RulesBenchOptions {
  /** A clock in milliseconds, given by the caller: the rules have none (e.g. `performance.now`). */
  readonly now: () => number;
  /** Timed passes after one warm-up; the median is reported. */
  readonly passes?: number;
  /** Count each game's set-up as a command (where set-up plays turns, as medieval's Independents do). */
  readonly setupIsACommand?: boolean;
}

/** A bench of a ruleset's random games: how many, how long each runs, from which seed. */
export interface RandomGamesBenchOptions extends Omit<RulesBenchOptions, 'setupIsACommand'> {
  readonly games: number;
  readonly roundLimit?: number;
  readonly seed?: number;
}

export interface RulesBenchResult {
  readonly games: number;
  readonly commands: number;
  readonly events: number;
  /** Commands per second through decide + evolve (the engine's write path). */
  readonly commandsPerSecond: number;
  /** Events per second folded by evolve alone (a replay). */
  readonly eventsPerSecond: number;
}

/**
 * The one bench harness of the rulesets: times decide + evolve over recorded games' commands (as the
 * engine runs a game: set-up from its seed, each command decided with the game's dice and its events
 * folded) and evolve alone over their events (a replay). One warm-up pass, then the median of `passes`.
 */
export function benchRecorded(
  ruleset: AnyRuleset,
  played: readonly RecordedGame[],
  { now, passes = 5, setupIsACommand = false }: RulesBenchOptions,
): RulesBenchResult {
  const commands = played.reduce((n, g) => n + g.commands.length + (setupIsACommand ? 1 : 0), 0);
  const events = played.reduce((n, g) => n + g.events.length, 0);
  const time = (run: () => void): number => {
    const t0 = now();
    run();
    return Math.max(1e-6, (now() - t0) / 1000);
  };
  time(() => decideAll(ruleset, played));
  time(() => evolveAll(ruleset, played));
  const decideRates: number[] = [];
  const evolveRates: number[] = [];
  for (let p = 0; p < passes; p++) {
    decideRates.push(commands / time(() => decideAll(ruleset, played)));
    evolveRates.push(events / time(() => evolveAll(ruleset, played)));
  }
  return {
    games: played.length,
    commands,
    events,
    commandsPerSecond: Math.round(median(decideRates)),
    eventsPerSecond: Math.round(median(evolveRates)),
  };
}

function decideAll(ruleset: AnyRuleset, played: readonly RecordedGame[]): void {
  for (const g of played) {
    const dice = Dice.fromSeed(g.seed);
    const opening = ruleset.setup({ seats: g.seats, options: g.options }, dice);
    if (isViolation(opening)) throw new Error(opening.message);
    let state = opening.reduce(ruleset.evolve, ruleset.initialState);
    for (const { seat, command } of g.commands) {
      const out = ruleset.decide(state, command, seat, dice);
      if (isViolation(out)) throw new Error(`${out.code}: ${JSON.stringify(command)}`);
      for (let i = 0; i < out.length; i++) state = ruleset.evolve(state, out[i]);
    }
  }
}

function evolveAll(ruleset: AnyRuleset, played: readonly RecordedGame[]): void {
  for (const g of played) {
    let state = ruleset.initialState;
    for (let i = 0; i < g.events.length; i++) state = ruleset.evolve(state, g.events[i]);
  }
}

function median(xs: number[]): number {
  const sorted = xs.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
