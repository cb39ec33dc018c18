import {
  Dice,
  isRange,
  isViolation,
  play,
  sampleAction,
  type AnyRuleset,
  type GameCommand,
  type Range,
  type Seat,
  type Table,
} from '@empires/rules-kernel';
import type { Decision, Evaluate } from '../policy';
import { randomAction } from '../random-policy';
import { sharesOf } from '../shares';

export interface MctsOptions {
  /** Thinking time per decision. */
  readonly ms: number;
  /** Iterations per decision instead of a time budget: the clock is never read, so the search is reproducible. */
  readonly iterations?: number;
  /** UCT's exploration constant. */
  readonly exploration: number;
  /** Random moves played past the tree before the position is evaluated. */
  readonly rolloutDepth: number;
  /** Concrete actions considered per position (legal actions with ranges are sampled into some). */
  readonly width: number;
  readonly evaluate: Evaluate;
}

interface Node {
  visits: number;
  /** Sum of rewards per seat over the visits. */
  readonly rewards: number[];
  readonly children: Map<string, Child>;
}

interface Child {
  readonly action: GameCommand;
  readonly node: Node;
}

const newNode = (): Node => ({ visits: 0, rewards: [], children: new Map() });
const keyOf = (action: GameCommand): string => JSON.stringify(action);

/**
 * Monte-Carlo tree search over the ruleset itself. Each iteration draws a world consistent
 * with what the seat knows (the ruleset's `determinize`, when it has one), walks the shared
 * tree by UCT among the actions legal in that world, adds one node, plays randomly for a
 * while and scores the result for every seat. The move is the most visited at the root.
 */
export function mctsChoose(d: Decision, o: MctsOptions): GameCommand | undefined {
  const rootActions = candidates(d.ruleset, d.state, d.seat, d.dice, o.width);
  if (rootActions.length <= 1) return rootActions[0];
  const root = newNode();
  const { iterations } = o;
  const deadline = iterations === undefined ? d.now() + o.ms : 0;
  for (let i = 0; ; i++) {
    if (iterations !== undefined) {
      if (i >= iterations) break;
    } else if (i % 8 === 0 && i > 0 && d.now() >= deadline) break; // the clock is read every few iterations
    iterate(root, d, o);
  }
  let best: Child | undefined;
  for (const child of root.children.values()) if (!best || child.node.visits > best.node.visits) best = child;
  return best?.action ?? rootActions[0];
}

function iterate(root: Node, d: Decision, o: MctsOptions): void {
  const { ruleset, dice } = d;
  const world = ruleset.determinize ? ruleset.determinize(d.state, d.seat, dice) : d.state;
  let table: Table<unknown> = { state: world, rng: Dice.fromSeed(dice.int(1, 0x7fffffff)).state, version: 0 };
  const path: Node[] = [root];
  let node = root;

  for (;;) {
    if (ruleset.outcome(table.state)) break;
    // At the root the deciding seat moves, even where several seats act at once (a trade step).
    const mover = node === root ? d.seat : (ruleset.toAct(table.state)[0] as Seat | undefined);
    if (mover === undefined) break;
    const legal = candidates(ruleset, table.state, mover, dice, o.width);
    if (legal.length === 0) break;
    const untried = legal.filter((a) => !node.children.has(keyOf(a)));
    const expanding = untried.length > 0;
    const child = expanding ? expand(node, dice.pick(untried)) : bestChild(node, legal, mover, o.exploration);
    const next = play(ruleset, table, child.action, mover);
    if (isViolation(next)) {
      node.children.delete(keyOf(child.action)); // not legal after all in this world
      break;
    }
    table = next.table;
    node = child.node;
    path.push(node);
    if (expanding) break;
  }

  table = rollout(ruleset, table, dice, o.rolloutDepth);
  const outcome = ruleset.outcome(table.state);
  const reward = outcome ? sharesOf(outcome) : o.evaluate(ruleset, table.state);
  for (const n of path) {
    n.visits++;
    reward.forEach((r, seat) => (n.rewards[seat] = (n.rewards[seat] ?? 0) + r));
  }
}

function expand(node: Node, action: GameCommand): Child {
  const child = { action, node: newNode() };
  node.children.set(keyOf(action), child);
  return child;
}

function bestChild(node: Node, legal: readonly GameCommand[], mover: Seat, c: number): Child {
  const logN = Math.log(Math.max(1, node.visits));
  let best: Child | undefined;
  let bestScore = -Infinity;
  for (const action of legal) {
    const child = node.children.get(keyOf(action)) as Child;
    const n = child.node.visits || 1;
    const score = (child.node.rewards[mover] ?? 0) / n + c * Math.sqrt(logN / n);
    if (score > bestScore) {
      bestScore = score;
      best = child;
    }
  }
  return best as Child;
}

function rollout(ruleset: AnyRuleset, start: Table<unknown>, dice: Dice, depth: number): Table<unknown> {
  let table = start;
  for (let i = 0; i < depth && !ruleset.outcome(table.state); i++) {
    const mover = ruleset.toAct(table.state)[0] as Seat | undefined;
    if (mover === undefined) break;
    const action = randomAction({ ruleset, state: table.state, seat: mover, dice, now: () => 0 });
    if (!action) break;
    const next = play(ruleset, table, action, mover);
    if (isViolation(next)) break;
    table = next.table;
  }
  return table;
}

/**
 * A few concrete commands standing for the legal actions, no two alike: each listed action
 * with its ranges enumerated when they are small, sampled when they are not; a random
 * `width` of the actions when there are more than that.
 */
function candidates(ruleset: AnyRuleset, state: unknown, seat: Seat, dice: Dice, width: number): GameCommand[] {
  const all = ruleset.legalActions(state, seat) as readonly Record<string, unknown>[];
  // Resigning is never the better move while another is legal; leaving it out spares the search.
  const playing = all.filter((a) => a.type !== 'Resign');
  const actions = playing.length > 0 ? playing : all;
  const chosen = actions.length <= width ? actions : dice.shuffle(actions).slice(0, width);
  const each = Math.max(1, Math.floor(width / chosen.length));
  const out = new Map<string, GameCommand>();
  for (const action of chosen) for (const command of concretize(action, each, dice)) out.set(keyOf(command), command);
  return [...out.values()];
}

function concretize(action: Record<string, unknown>, most: number, dice: Dice): GameCommand[] {
  const ranges = Object.entries(action).filter(([, v]) => isRange(v)) as [string, Range][];
  if (ranges.length === 0) return [action as unknown as GameCommand];
  const size = ranges.reduce((n, [, r]) => n * (r.max - r.min + 1), 1);
  if (size <= most) {
    let all: Record<string, unknown>[] = [action];
    for (const [key, r] of ranges)
      all = all.flatMap((c) => Array.from({ length: r.max - r.min + 1 }, (_, i) => ({ ...c, [key]: r.min + i })));
    return all as unknown as GameCommand[];
  }
  return Array.from({ length: most }, () => sampleAction(action, dice) as unknown as GameCommand);
}
