import type { GameCommand } from '@empires/rules-kernel';

/** A decision of the searching seat reached by a line of its own commands (open loop: the dice differ). */
export interface Node {
  visits: number;
  /** The seat's rewards summed over the visits. */
  reward: number;
  readonly children: Map<string, Child>;
}

export interface Child {
  readonly command: GameCommand;
  readonly node: Node;
}

export const newNode = (): Node => ({ visits: 0, reward: 0, children: new Map() });

/** Candidates a node may try: k from 4(k-1)² visits on (2 at 4 visits, 3 at 16, 4 at 36). */
export const widthAt = (visits: number): number => 1 + Math.floor(Math.sqrt(visits / 4));

/**
 * The child to follow, by UCT among the first proposals the node's visits allow, untried ones
 * first in the guide's order; null while the node is too young to branch (the guide plays on,
 * which is what its first child would do). Proposals are asked for only when needed: they cost
 * a plan per candidate.
 */
export function select(node: Node, proposals: () => readonly GameCommand[], exploration: number): Child | null {
  const width = widthAt(node.visits);
  if (width < 2) return null;
  const logN = Math.log(node.visits);
  let best: Child | null = null;
  let bestScore = -Infinity;
  for (const command of proposals().slice(0, width)) {
    const key = JSON.stringify(command);
    let child = node.children.get(key);
    if (!child) {
      child = { command, node: newNode() };
      node.children.set(key, child);
    }
    const n = child.node.visits;
    if (n === 0) return child;
    const score = child.node.reward / n + exploration * Math.sqrt(logN / n);
    if (score > bestScore) {
      bestScore = score;
      best = child;
    }
  }
  return best;
}
