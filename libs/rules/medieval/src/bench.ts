import { Dice, isViolation } from '@empires/rules-kernel';
import type { MedievalEvent } from './event-types';
import type { MedievalOptions } from './options';
import { playRandomGame, type PlayedCommand } from './play/random-game';
import { medieval as M } from './ruleset';
import type { MedievalState } from './state';

export interface BenchOptions {
  readonly games: number;
  /** A clock in milliseconds, given by the caller: the rules have none (e.g. `performance.now`). */
  readonly now: () => number;
  readonly roundLimit?: number;
  readonly seed?: number;
  /** Timed passes after one warm-up; the median is reported. */
  readonly passes?: number;
}

export interface BenchResult {
  readonly games: number;
  readonly commands: number;
  readonly events: number;
  /** Commands per second through decide + evolve (the engine's write path; set-up included). */
  readonly commandsPerSecond: number;
  /** Events per second folded by evolve alone (a replay). */
  readonly eventsPerSecond: number;
}

interface Played {
  readonly seats: number;
  readonly seed: number;
  readonly options: Partial<MedievalOptions>;
  readonly commands: readonly PlayedCommand[];
  readonly events: readonly MedievalEvent[];
}

function median(xs: number[]): number {
  const sorted = xs.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** As the engine runs a game: set-up from its seed, then each command decided and its events folded. */
function decideAll(played: readonly Played[]): void {
  for (const g of played) {
    const dice = Dice.fromSeed(g.seed);
    const opening = M.setup({ seats: g.seats, options: g.options }, dice);
    if (isViolation(opening)) throw new Error(opening.message);
    let state: MedievalState = opening.reduce(M.evolve, M.initialState);
    for (const { seat, command } of g.commands) {
      const out = M.decide(state, command, seat, dice);
      if (isViolation(out)) throw new Error(out.message);
      for (let i = 0; i < out.length; i++) state = M.evolve(state, out[i]);
    }
  }
}

function evolveAll(played: readonly Played[]): void {
  for (const g of played) {
    let state = M.initialState;
    for (let i = 0; i < g.events.length; i++) state = M.evolve(state, g.events[i]);
  }
}

/**
 * Plays `games` random Millennium games (1 to 6 seats, `roundLimit` rounds), then times decide + evolve
 * over their commands and evolve alone over their events. One warm-up pass, then the median of `passes`
 * timed passes. Set-up counts as one command: with Independents it plays every turn up to a seat's first
 * decision, as the engine does.
 */
export function benchMedieval({ games, now, roundLimit = 4, seed = 1, passes = 3 }: BenchOptions): BenchResult {
  const played: Played[] = [];
  for (let g = 0; g < games; g++) {
    const seats = 1 + (g % 6);
    const options = { roundLimit };
    // The decide pass replays set-up from the seed, so the game is played from the same seed.
    const game = playRandomGame({ seats, seed: seed + g, options });
    played.push({ seats, seed: seed + g, options, commands: game.commands, events: game.recorded.map((r) => r.event) });
  }
  const commands = played.reduce((n, g) => n + g.commands.length + 1, 0);
  const events = played.reduce((n, g) => n + g.events.length, 0);
  const time = (run: () => void): number => {
    const t0 = now();
    run();
    return Math.max(1e-6, (now() - t0) / 1000);
  };
  time(() => decideAll(played));
  time(() => evolveAll(played));
  const decideRates: number[] = [];
  const evolveRates: number[] = [];
  for (let p = 0; p < passes; p++) {
    decideRates.push(commands / time(() => decideAll(played)));
    evolveRates.push(events / time(() => evolveAll(played)));
  }
  return {
    games,
    commands,
    events,
    commandsPerSecond: Math.round(median(decideRates)),
    eventsPerSecond: Math.round(median(evolveRates)),
  };
}
