import { Dice, type RngState } from './dice';
import type { AnyRuleset, GameEvent, SetupConfig } from './ruleset';
import { isViolation } from './violation';
import type { PlayedCommand } from './play-to-end';

/**
 * Tools for the property "every roll that decides anything is in the events": a game whose
 * events hold every die can be audited, and a newer version replaying it cannot diverge.
 */

/** The dice as given, counting every draw (every roll, pick and shuffle step is one `int`). */
export function countingDice(dice: Dice): { readonly dice: Dice; draws(): number } {
  let draws = 0;
  const counted = new Proxy(dice, {
    get(target, key, receiver) {
      if (key === 'int')
        return (min: number, max: number) => {
          draws++;
          return target.int(min, max);
        };
      // Methods run with the proxy as `this`, so the draws they make through `int` are counted.
      return Reflect.get(target, key, receiver);
    },
  });
  return { dice: counted, draws: () => draws };
}

export class UnrecordedRoll extends Error {}

/** Dice that refuse to roll: deciding with them succeeds only where nothing is rolled. */
export function throwingDice(): Dice {
  return new Proxy(Dice.fromSeed(0), {
    get(target, key, receiver) {
      if (key === 'int')
        return () => {
          throw new UnrecordedRoll('a die was rolled where the events record none');
        };
      return Reflect.get(target, key, receiver);
    },
  });
}

/** How many draws of the dice a decision's events record, given the state before them. */
export type RecordedDraws<S, E> = (before: S, events: readonly E[]) => number;

/**
 * Plays `commands` from the set-up as the engine does and checks every decision (the set-up
 * included): the dice drawn must equal the draws its events record, and a decision whose events
 * record none must decide the same with dice that throw. Returns what failed.
 */
export function auditRolls<S, E extends GameEvent>(
  ruleset: AnyRuleset,
  config: SetupConfig<unknown>,
  seed: number,
  commands: readonly PlayedCommand[],
  recorded: RecordedDraws<S, E>,
): string[] {
  const dice = Dice.fromSeed(seed);
  const counted = countingDice(dice);
  const opening = ruleset.setup(config, counted.dice) as readonly E[];
  if (isViolation(opening)) return [`setup refused: ${opening.message}`];
  const problems = checkDraws('setup', ruleset.initialState as S, opening, counted.draws(), recorded, () =>
    ruleset.setup(config, throwingDice()),
  );
  const state = opening.reduce<S>((s, e) => ruleset.evolve(s, e), ruleset.initialState);
  return [...problems, ...auditDecisions(ruleset, state, dice.state, commands, recorded)];
}

/** As `auditRolls`, from a given state and PRNG state (scenarios the random games rarely reach). */
export function auditDecisions<S, E extends GameEvent>(
  ruleset: AnyRuleset,
  from: S,
  rng: RngState,
  commands: readonly PlayedCommand[],
  recorded: RecordedDraws<S, E>,
): string[] {
  const problems: string[] = [];
  let state = from;
  let dice = Dice.fromState(rng);
  commands.forEach(({ seat, command }, i) => {
    const before = state;
    const c = countingDice(Dice.fromState(dice.state));
    const events = ruleset.decide(before, command, seat, c.dice) as readonly E[];
    if (isViolation(events)) {
      problems.push(`command ${i} refused: ${events.code}`);
      return;
    }
    const at = `command ${i} (${(command as GameEvent).type})`;
    problems.push(
      ...checkDraws(at, before, events, c.draws(), recorded, () =>
        ruleset.decide(before, command, seat, throwingDice()),
      ),
    );
    if (c.dice.wasUsed) dice = Dice.fromState(c.dice.state);
    state = events.reduce<S>((s, e) => ruleset.evolve(s, e), before);
  });
  return problems;
}

function checkDraws<S, E>(
  at: string,
  before: S,
  events: readonly E[],
  drawn: number,
  recorded: RecordedDraws<S, E>,
  again: () => unknown,
): string[] {
  const written = recorded(before, events);
  if (drawn !== written) return [`${at}: ${drawn} draws of the dice, ${written} recorded in its events`];
  if (written > 0) return [];
  try {
    return JSON.stringify(again()) === JSON.stringify(events) ? [] : [`${at}: decided otherwise without dice`];
  } catch (e) {
    return [`${at}: ${(e as Error).message}`];
  }
}
