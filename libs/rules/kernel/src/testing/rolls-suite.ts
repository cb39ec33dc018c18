import type { PlayedCommand } from '../play-to-end';
import { auditRolls, type RecordedDraws } from '../roll-audit';
import type { AnyRuleset, GameEvent } from '../ruleset';

/** A random game the audit plays: set up for these seats and options, from this seed. */
export interface AuditedGame<O> {
  readonly seats: number;
  readonly seed: number;
  readonly options: Partial<O>;
}

/** What a ruleset's roll audit plays and how it counts the draws its events record. */
export interface RollsSuite<S, E extends GameEvent, O> {
  /** The rule as the ruleset's tests cite it, which starts each title ('S004 dice'). */
  readonly rule: string;
  /** Chosen so that every kind of roll turns up. */
  readonly games: readonly AuditedGame<O>[];
  /** The commands of the ruleset's random game with these seats, seed and options. */
  readonly play: (game: AuditedGame<O>) => readonly PlayedCommand[];
  /** The audit table of the ruleset: the draws of the dice each event records. */
  readonly recorded: RecordedDraws<S, E>;
}

/**
 * The test every ruleset's dice pass, "every roll that decides anything is in the events", on
 * random games: called inside the ruleset's `describe`, beside the scenarios random games rarely reach.
 */
export function rollsSuite<S, E extends GameEvent, O>(ruleset: AnyRuleset, suite: RollsSuite<S, E, O>): void {
  it.each(suite.games)(
    `${suite.rule}: in a random game ($seats seats, $options) each decision draws exactly the dice its events record, and one that records none decides the same with dice that throw`,
    (game) => {
      const commands = suite.play(game);
      expect(
        auditRolls(ruleset, { seats: game.seats, options: game.options }, game.seed, commands, suite.recorded),
      ).toEqual([]);
    },
  );
}
