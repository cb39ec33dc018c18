import { Dice, isViolation, sampleAction } from '@empires/rules-kernel';
import type { RiskCommand } from './commands';
import type { RiskEvent } from './events';
import type { RiskOptions } from './options';
import { riskEmpires as R } from './ruleset';
import type { RiskState } from './state';

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
  /** Commands per second through decide + evolve (the engine's write path). */
  readonly commandsPerSecond: number;
  /** Events per second folded by evolve alone (a replay). */
  readonly eventsPerSecond: number;
}

interface Recorded {
  readonly seats: number;
  readonly seed: number;
  readonly options: Partial<RiskOptions>;
  readonly commands: { readonly seat: number; readonly command: RiskCommand }[];
  readonly events: RiskEvent[];
}

/** Random legal play (a seat resigns only rarely), recorded for the timed runs. */
export function playRandomGame(seats: number, seed: number, options: Partial<RiskOptions>): Recorded {
  const dice = Dice.fromSeed(seed);
  const policy = Dice.fromSeed(seed ^ 0x2545f491);
  const opening = R.setup({ seats, options }, dice);
  if (isViolation(opening)) throw new Error(opening.message);
  const events = [...opening];
  let state = events.reduce(R.evolve, R.initialState);
  const commands: Recorded['commands'] = [];
  while (!R.outcome(state)) {
    const seat = policy.pick(R.toAct(state));
    const actions = R.legalActions(state, seat).filter((a) => a.type !== 'Resign' || policy.int(1, 2000) === 1);
    const command = sampleAction<RiskCommand>(policy.pick(actions), policy);
    const out = R.decide(state, command, seat, dice);
    if (isViolation(out)) throw new Error(`${out.code}: ${JSON.stringify(command)}`);
    commands.push({ seat, command });
    for (const e of out) state = R.evolve(state, e);
    events.push(...out);
  }
  return { seats, seed, options, commands, events };
}

function median(xs: number[]): number {
  const sorted = xs.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function decideAll(played: readonly Recorded[]): void {
  for (const g of played) {
    const dice = Dice.fromSeed(g.seed);
    let state: RiskState = (R.setup({ seats: g.seats, options: g.options }, dice) as RiskEvent[]).reduce(
      R.evolve,
      R.initialState,
    );
    for (const { seat, command } of g.commands) {
      const out = R.decide(state, command, seat, dice) as RiskEvent[];
      for (let i = 0; i < out.length; i++) state = R.evolve(state, out[i]);
    }
  }
}

function evolveAll(played: readonly Recorded[]): void {
  for (const g of played) {
    let state = R.initialState;
    for (let i = 0; i < g.events.length; i++) state = R.evolve(state, g.events[i]);
  }
}

/**
 * Plays `games` random games (2 to 6 seats, every set-up, `roundLimit` rounds), then times
 * decide + evolve over their commands (as the engine runs them: a fresh game from its seed, each
 * command decided and its events folded) and evolve alone over their events (a replay). One
 * warm-up pass, then the median of `passes` timed passes.
 */
export function benchRiskEmpires({ games, now, roundLimit = 8, seed = 1, passes = 5 }: BenchOptions): BenchResult {
  const played: Recorded[] = [];
  for (let g = 0; g < games; g++)
    played.push(
      playRandomGame(2 + (g % 5), seed + g, { roundLimit, setup: (['standard', 'byChoice', 'dealt'] as const)[g % 3] }),
    );
  const commands = played.reduce((n, g) => n + g.commands.length, 0);
  const events = played.reduce((n, g) => n + g.events.length, 0);
  const time = (run: () => void): number => {
    const t0 = now();
    run();
    return (now() - t0) / 1000;
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
