import { decisionKit, type Accepted } from '@empires/rules-kernel/testing';
import { Dice } from '@empires/rules-kernel';
import type { WarlordsCommand } from '../commands';
import { decide } from '../decide';
import type { WarlordsEvent } from '../events';
import { evolve } from '../evolve/evolve';
import type { WarlordsState } from '../state';

export const fold = (s: WarlordsState, events: readonly WarlordsEvent[]): WarlordsState => events.reduce(evolve, s);

/** Dice that roll the given d20s in order (then 10s), and pick the first of any choice. */
export function rolls(...d20s: number[]): Dice {
  const queue = d20s.slice();
  const dice = {
    d20: () => queue.shift() ?? 10,
    int: (min: number) => min,
    d6: () => 1,
    roll: (n: number) => Array(n).fill(1),
    pick: <T>(items: readonly T[]) => items[0],
    shuffle: <T>(items: readonly T[]) => items.slice(),
    wasUsed: true,
    state: [1, 2, 3, 4],
  };
  return dice as unknown as Dice;
}

export const { run, refuse } = decisionKit<WarlordsState, WarlordsCommand, WarlordsEvent>({ decide, evolve }, 1);

/** Runs commands in order, each by the seat given. */
export function runAll(
  s: WarlordsState,
  steps: readonly [WarlordsCommand, number][],
  dice: Dice = Dice.fromSeed(1),
): Accepted<WarlordsState, WarlordsEvent> {
  let state = s;
  const events: WarlordsEvent[] = [];
  for (const [command, seat] of steps) {
    const r = run(state, command, seat, dice);
    events.push(...r.events);
    state = r.state;
  }
  return { events, state };
}

export const types = (events: readonly WarlordsEvent[]): string[] => events.map((e) => e.type);

export function find<T extends WarlordsEvent['type']>(
  events: readonly WarlordsEvent[],
  type: T,
): Extract<WarlordsEvent, { type: T }> {
  const e = events.find((x) => x.type === type);
  if (!e) throw new Error(`no ${type} among ${types(events).join(', ')}`);
  return e as Extract<WarlordsEvent, { type: T }>;
}
