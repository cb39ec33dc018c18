import { Dice, isViolation, play, type GameCommand, type Table } from '@empires/rules-kernel';
import type { Decision, SearchGuide } from '../policy';
import { newNode, select, type Child, type Node } from './widening';
import { leader, survivors, type Arm } from './racing';

export interface GuidedOptions {
  /** Thinking time per decision, at most: the search stops as soon as one candidate is left. */
  readonly ms: number;
  /**
   * Playouts per decision, at most, instead of a time budget: the clock is never read, so the search
   * plays the same move from the same state and dice whatever the machine's load (reproducible arenas).
   */
  readonly iterations?: number;
  /** UCT's exploration constant below the root (rewards are shares of the win, in [0, 1]). */
  readonly exploration: number;
  /** How many of the seat's own later decisions the tree may branch on below the root. */
  readonly depth: number;
  readonly guide: SearchGuide;
}

/**
 * Monte-Carlo tree search steered by a ruleset's guide. The root's candidates are the guide's
 * proposals; they race on common random numbers: each round draws one world consistent with what
 * the seat knows (`determinize`) and one roll of the dice, and plays every candidate still in the
 * race in that same world with those same dice, so candidates are compared on the luck of the
 * draw shared, not on their own. A candidate clearly worse than the leader (paired differences)
 * drops out; the search ends when one is left or the budget (time, or playouts) is spent, and plays
 * the best mean.
 *
 * Below each candidate, the seat's later decisions grow a tree by UCT with progressive widening
 * (the guide's own move first, alternatives as visits accumulate); the other seats play the
 * guide's moves. Past the tree the guide plays every seat to its horizon, where it scores the
 * position: a search deep enough to see the rival's answer, cheap enough to sample it many times.
 */
export function guidedChoose(d: Decision, o: GuidedOptions): GameCommand | undefined {
  const proposals = o.guide.propose(d.ruleset, d.state, d.seat);
  if (proposals.length <= 1) return proposals[0];
  const counted = o.iterations !== undefined;
  const started = counted ? 0 : d.now();
  let longest = 0;
  let playouts = 0;
  let alive: Arm[] = proposals.map((command) => ({ command, node: newNode(), values: [] }));
  while (alive.length > 1) {
    const world = d.ruleset.determinize
      ? d.ruleset.determinize(d.state, d.seat, Dice.fromSeed(d.dice.int(1, 0x7fffffff)))
      : d.state;
    const rng = Dice.fromSeed(d.dice.int(1, 0x7fffffff)).state;
    for (const arm of alive) {
      // The budget is a maximum: no playout starts that could end past it, were it as long as the longest so far.
      // A round cut short is left out of the comparison.
      if (counted && playouts >= (o.iterations as number)) return leader(alive).command;
      const before = counted ? 0 : d.now();
      if (!counted && before - started + longest >= o.ms) return leader(alive).command;
      arm.values.push(iterate(d, o, arm, { state: world, rng, version: 0 }));
      playouts++;
      if (!counted) longest = Math.max(longest, d.now() - before);
    }
    // A candidate the rules refuse in some world the seat cannot tell from the real one is no candidate.
    alive = survivors(alive.filter((arm) => !Number.isNaN(arm.values[arm.values.length - 1])));
  }
  return alive[0]?.command ?? proposals[0];
}

/** One line of play from the candidate: the seat's share of the win at the guide's horizon (NaN: refused in this world). */
function iterate(d: Decision, o: GuidedOptions, arm: Arm, start: Table<unknown>): number {
  const { ruleset, seat } = d;
  const { guide } = o;
  const first = play(ruleset, start, arm.command, seat);
  if (isViolation(first)) return Number.NaN;
  let table = first.table;
  const path: Node[] = [arm.node];
  let node: Node | null = arm.node;
  for (
    let commands = 1;
    !guide.reached(start.state, table.state, commands) && !ruleset.outcome(table.state);
    commands++
  ) {
    const due = ruleset.toAct(table.state) as readonly number[];
    if (due.length === 0) break;
    const mover = due[commands % due.length];
    const branch: Child | null =
      mover === seat && node && path.length <= o.depth
        ? select(node, () => guide.propose(ruleset, table.state, seat), o.exploration)
        : null;
    if (mover === seat) node = branch?.node ?? null; // where the tree does not branch, it ends: the guide plays on
    if (branch) {
      const next = play(ruleset, table, branch.command, seat);
      if (isViolation(next)) break;
      table = next.table;
      path.push(branch.node);
      continue;
    }
    const next = guide.advance(ruleset, table, mover);
    if (!next) break;
    table = next;
  }
  const reward = guide.score(ruleset, table.state)[seat] ?? 0;
  for (const n of path) {
    n.visits++;
    n.reward += reward;
  }
  return reward;
}
