import {
  Dice,
  isViolation,
  play,
  sampleAction,
  type AnyRuleset,
  type GameCommand,
  type Table,
} from '@empires/rules-kernel';
import type { Evaluate, Policy } from '../policy';
import { sharesOf } from '../shares';

/** How a position is played on: the medium player for every seat, and its position score where a line is cut. */
export interface Playouts {
  readonly ruleset: AnyRuleset;
  readonly seats: number;
  readonly policy: Policy;
  readonly evaluate?: Evaluate;
  /** Commands per line of play at most: a line still running there is judged by `evaluate`. */
  readonly commands: number;
}

/**
 * One line of play from `table` to the end or the command cap, with dice of its own (the game's
 * own later dice stay unknown to the estimate): each seat's share of the win where it stopped.
 */
export function playOut(p: Playouts, table: Table<unknown>, dice: Dice): number[] {
  const { ruleset, policy } = p;
  let t: Table<unknown> = { ...table, rng: Dice.fromSeed(dice.int(1, 0x7fffffff)).state };
  for (let i = 0; i < p.commands && !ruleset.outcome(t.state); i++) {
    const due = ruleset.toAct(t.state) as readonly number[];
    if (due.length === 0) break;
    const seat = due.length === 1 ? due[0] : dice.pick(due);
    const chosen = policy.choose({ ruleset, state: t.state, seat, dice, now: () => 0 });
    let played = chosen === undefined ? undefined : play(ruleset, t, chosen, seat);
    if (played === undefined || isViolation(played)) {
      const plain = anyLegal(ruleset, t.state, seat, dice);
      played = plain === undefined ? undefined : play(ruleset, t, plain, seat);
    }
    if (played === undefined || isViolation(played)) break;
    t = played.table;
  }
  const outcome = ruleset.outcome(t.state);
  return outcome ? sharesOf(outcome, p.seats) : judged(p, t.state);
}

/** The position score as shares of the win; even shares where the ruleset has none. */
function judged(p: Playouts, state: unknown): number[] {
  const scores = p.evaluate?.(p.ruleset, state) ?? [];
  const total = scores.reduce((a, b) => a + b, 0);
  return Array.from({ length: p.seats }, (_, s) =>
    scores.length === p.seats && total > 0 ? scores[s] / total : 1 / p.seats,
  );
}

/** What the medium player falls back on where its own choice is refused: any legal action but resigning. */
function anyLegal(ruleset: AnyRuleset, state: unknown, seat: number, dice: Dice): GameCommand | undefined {
  const legal = ruleset.legalActions(state, seat) as readonly GameCommand[];
  const playable = legal.filter((a) => a.type !== 'Resign');
  const pool = playable.length ? playable : legal;
  return pool.length === 0 ? undefined : (sampleAction(dice.pick(pool), dice) as GameCommand);
}
