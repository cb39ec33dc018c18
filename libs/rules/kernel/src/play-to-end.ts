import type { AnyRuleset, GameCommand, GameEvent, LegalAction, Ruleset, Seat } from './ruleset';
import { play, start, type Recorded, type Table } from './table';
import { isViolation } from './violation';

/** A command as a seat played it. */
export interface PlayedCommand<C = unknown> {
  readonly seat: Seat;
  readonly command: C;
}

/** A game played to its end at a table: the last table, every event and every command. */
export interface PlayedToEnd<S, C, E extends GameEvent> {
  readonly table: Table<S>;
  readonly recorded: readonly Recorded<E>[];
  readonly commands: readonly PlayedCommand<C>[];
}

/** Which game to play: set up from `seed` as the engine sets it up. */
export interface GameToPlay<S, E, O> {
  readonly seats: number;
  readonly seed: number;
  readonly options?: Partial<O>;
  /** Called with the state after each event of every command (property tests and simulations). */
  readonly check?: (state: S, event: E) => void;
  /** More commands than this and the game is taken not to end. */
  readonly maxCommands?: number;
}

/** How the ruleset's games are played. */
export interface HowToPlay<S, C> {
  /** Whether the game is over: play stops there. */
  readonly over: (state: S) => boolean;
  /** The command the seat to act sends, out of its legal actions (never none). */
  readonly choose: (state: S, seat: Seat, actions: readonly LegalAction<C>[]) => C;
  /** Whether `check` sees the set-up's events too. */
  readonly checkSetUp?: boolean;
  /** `maxCommands` where the game does not say. */
  readonly maxCommands: number;
}

/** Calls `check` with the state after each of `recorded`'s events, folded from `from`. */
export function checkEach<S, E extends GameEvent>(
  ruleset: { evolve(state: S, event: E): S },
  from: S,
  recorded: readonly Recorded<E>[],
  check: (state: S, event: E) => void,
): void {
  let state = from;
  for (const r of recorded) {
    state = ruleset.evolve(state, r.event);
    check(state, r.event);
  }
}

/**
 * Sets a game up and plays it until it is over, the first seat `toAct` names sending each command
 * as the engine would take it. Throws where the rules fail their own promises: the set-up is
 * refused, nobody acts in a game that is not over, a seat to act has no legal action, a listed
 * command is refused, or the game does not end.
 */
export function playToEnd<S, C extends GameCommand, E extends GameEvent, O>(
  ruleset: AnyRuleset & Pick<Ruleset<S, C, E, unknown>, 'toAct' | 'legalActions' | 'evolve' | 'initialState'>,
  game: GameToPlay<S, E, O>,
  how: HowToPlay<S, C>,
): PlayedToEnd<S, C, E> {
  const started = start<S, E>(ruleset, { seats: game.seats, options: { ...game.options } }, game.seed);
  if (isViolation(started)) throw new Error(started.message);
  if (game.check && how.checkSetUp) checkEach(ruleset, ruleset.initialState, started.recorded, game.check);
  const maxCommands = game.maxCommands ?? how.maxCommands;
  let table = started.table;
  const recorded = [...started.recorded];
  const commands: PlayedCommand<C>[] = [];
  while (!how.over(table.state)) {
    const seat = ruleset.toAct(table.state)[0];
    if (seat === undefined) throw new Error(`nobody acts after ${commands.length} commands of a game that is not over`);
    const actions = ruleset.legalActions(table.state, seat);
    if (!actions.length) throw new Error(`seat ${seat} must act but has no legal action`);
    const command = how.choose(table.state, seat, actions);
    const played = play<S, E>(ruleset, table, command, seat);
    if (isViolation(played))
      throw new Error(`${played.code} (${played.message}) for listed ${JSON.stringify(command)} by seat ${seat}`);
    if (game.check) checkEach(ruleset, table.state, played.recorded, game.check);
    recorded.push(...played.recorded);
    commands.push({ seat, command });
    table = played.table;
    if (commands.length > maxCommands) throw new Error('the game did not end');
  }
  return { table, recorded, commands };
}
