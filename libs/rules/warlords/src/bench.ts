import { isViolation, play, replay, start } from '@empires/rules-kernel';
import type { WarlordsEvent } from './events';
import { playRandomGame, type RandomGame } from './play/random-game';
import { warlords } from './ruleset';
import type { WarlordsState } from './state';

export interface BenchOptions {
  readonly games?: number;
  readonly seed?: number;
  readonly roundLimit?: number;
  /** A clock in milliseconds, injected so the rules stay pure (e.g. `() => performance.now()`). */
  readonly now: () => number;
}

export interface BenchResult {
  readonly games: number;
  readonly commands: number;
  readonly events: number;
  /** Recording the games: legal actions, random choice, decide and evolve. */
  readonly recordMs: number;
  /** decide + evolve of every recorded command, from set-up on. */
  readonly decideMs: number;
  readonly commandsPerSecond: number;
  /** evolve alone over every recorded event. */
  readonly replayMs: number;
  readonly replayEventsPerSecond: number;
}

/**
 * Plays `games` random games (2-6 seats, automatic set-up) recording their commands, then times
 * deciding those commands again and replaying their events.
 */
export function warlordsBench(o: BenchOptions): BenchResult {
  const n = o.games ?? 50;
  const seed = o.seed ?? 1;
  const spec = (g: number) => ({
    seats: 2 + (g % 5),
    seed: seed + g,
    options: { sides: 'auto' as const, placement: 'auto' as const, roundLimit: o.roundLimit ?? 12 },
  });
  const t0 = o.now();
  const games: RandomGame[] = [];
  for (let g = 0; g < n; g++) games.push(playRandomGame(spec(g)));
  const t1 = o.now();
  let commands = 0;
  for (let g = 0; g < n; g++) {
    const started = start<WarlordsState, WarlordsEvent>(
      warlords,
      { seats: spec(g).seats, options: spec(g).options },
      spec(g).seed,
    );
    if (isViolation(started)) throw new Error(started.message);
    let table = started.table;
    for (const c of games[g].commands) {
      const played = play<WarlordsState, WarlordsEvent>(warlords, table, c.command, c.seat);
      if (isViolation(played)) throw new Error(`replayed command refused: ${played.code}`);
      table = played.table;
      commands++;
    }
  }
  const t2 = o.now();
  let events = 0;
  for (let g = 0; g < n; g++) {
    replay<WarlordsState, WarlordsEvent>(warlords, games[g].recorded, spec(g).seed);
    events += games[g].recorded.length;
  }
  const t3 = o.now();
  const perSecond = (count: number, ms: number) => (ms > 0 ? Math.round((count * 1000) / ms) : 0);
  return {
    games: n,
    commands,
    events,
    recordMs: t1 - t0,
    decideMs: t2 - t1,
    commandsPerSecond: perSecond(commands, t2 - t1),
    replayMs: t3 - t2,
    replayEventsPerSecond: perSecond(events, t3 - t2),
  };
}
