import type { EventEnvelope } from '@empires/contracts';
import { Dice, type RulesetRegistry, type Seat } from '@empires/rules-kernel';
import type { RulesetBots } from '../catalog';
import { randomPolicy } from '../random-policy';
import { sharesOf } from '../shares';
import { playOut, type Playouts } from './playout';
import { turnsOf, type TurnEnd } from './turns';

/** How much work one game's analysis may take, whatever its length. */
export interface AnalysisBudget {
  /** Lines of play from each point. */
  readonly playouts: number;
  /** Lines of play in all, at most: a long game gets fewer per point, and past one per point only some turns. */
  readonly maxPlayouts: number;
  /** Commands per line of play, at most: a line cut there is judged by the ruleset's position score. */
  readonly playoutCommands: number;
}

/**
 * The default budget: 32 lines a point estimate a chance to within about ±0.09 (one standard
 * error at even odds); 2,000 lines in all cover 62 turns at that rate. Measured on one core: a
 * two-round risk-empires game of two seats (67 turns, 1,980 lines) in about 8 s; in medieval, whose
 * lines are longer and whose medium player thinks longer, two rounds of three seats (29 turns, 896
 * lines) in 25 s; warlords, three rounds of three seats (24 turns, 736 lines), in 4 s.
 */
export const ANALYSIS_BUDGET: AnalysisBudget = { playouts: 32, maxPlayouts: 2_000, playoutCommands: 1_000 };

/** A drop of the mover's chance smaller than this is noise of the estimate, not a decision worth marking. */
const NOTABLE_DROP = 0.15;
/** Decisions marked per seat, at most. */
const MARKS_PER_SEAT = 3;

export interface AnalysisPoint {
  readonly seq: number;
  readonly turn: number;
  /** Who moved in the turn; undefined at the start of play. */
  readonly seat?: Seat;
  /** Each seat's chance to win after the turn, in seat order; they sum to 1. */
  readonly chances: readonly number[];
}

/** A turn after which the mover's chance fell the most. */
export interface CostlyTurn {
  readonly seq: number;
  readonly turn: number;
  readonly seat: Seat;
  readonly before: number;
  readonly after: number;
}

export interface GameAnalysis {
  readonly points: readonly AnalysisPoint[];
  readonly costly: readonly CostlyTurn[];
  readonly seed: number;
  readonly playoutsPerPoint: number;
  readonly playouts: number;
}

export interface AnalysisRequest {
  readonly registry: RulesetRegistry;
  /** What the bots know of the game's ruleset: its medium player plays every line. */
  readonly bots: RulesetBots | undefined;
  /** A finished game's whole stream, as anyone may read it once the game is over. */
  readonly events: readonly EventEnvelope[];
  readonly seed: number;
  readonly budget?: AnalysisBudget;
}

/**
 * Each seat's chance to win after every turn of a finished game, estimated as the search of the
 * `hard` level does: lines of play by the medium player (the ruleset's rules of thumb, random play
 * where it has none) from the whole position, the game being over and nothing hidden any more.
 * The last point is the result itself. Seeded: the same request gives the same analysis.
 */
export function analyseGame(r: AnalysisRequest): GameAnalysis {
  const steps = analysisSteps(r);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same, a point at a time: it yields after each point, so a service can let other work in
 * between (a point costs at most `playouts` lines of play).
 */
export function* analysisSteps(r: AnalysisRequest): Generator<void, GameAnalysis> {
  const budget = r.budget ?? ANALYSIS_BUDGET;
  const game = turnsOf(r.registry, r.events);
  const ruleset = r.registry.find(game.ruleset);
  if (!ruleset) throw new Error(`unknown ruleset ${game.ruleset}`);
  if (!game.outcome) throw new Error('the game has not finished');
  const p: Playouts = {
    ruleset,
    seats: game.seats,
    policy: r.bots?.heuristic ?? randomPolicy,
    evaluate: r.bots?.evaluate,
    commands: budget.playoutCommands,
  };
  const turns = sampled(game.turns.slice(0, -1), budget.maxPlayouts);
  const perPoint = Math.max(1, Math.min(budget.playouts, Math.floor(budget.maxPlayouts / Math.max(1, turns.length))));
  let playouts = 0;
  const points: AnalysisPoint[] = [];
  for (const t of turns) {
    const decided = ruleset.outcome(t.table.state);
    if (decided) {
      points.push(pointOf(t, sharesOf(decided, game.seats)));
      continue;
    }
    const dice = Dice.fromSeed(r.seed * 1_000_003 + t.seq);
    const sum = new Array<number>(game.seats).fill(0);
    for (let i = 0; i < perPoint; i++) playOut(p, t.table, dice).forEach((share, s) => (sum[s] += share));
    playouts += perPoint;
    const chances = sum.map((x) => x / perPoint);
    points.push(pointOf(t, chances));
    yield;
  }
  const end = game.turns[game.turns.length - 1];
  if (end) points.push(pointOf(end, sharesOf(game.outcome, game.seats)));
  return { points, costly: costlyTurns(points), seed: r.seed, playoutsPerPoint: perPoint, playouts };
}

const pointOf = (t: TurnEnd, chances: readonly number[]): AnalysisPoint => ({
  seq: t.seq,
  turn: t.turn,
  ...(t.seat === undefined ? {} : { seat: t.seat }),
  chances,
});

/** Evenly spread turns, no more than `limit`, the first always kept: a game too long for one line a turn. */
function sampled(turns: readonly TurnEnd[], limit: number): readonly TurnEnd[] {
  if (turns.length <= limit) return turns;
  const stride = turns.length / limit;
  return Array.from({ length: limit }, (_, i) => turns[Math.floor(i * stride)]);
}

/** The turns each seat's chance fell the most, from the point before to the point after. */
function costlyTurns(points: readonly AnalysisPoint[]): CostlyTurn[] {
  const drops: CostlyTurn[] = [];
  for (let i = 1; i < points.length; i++) {
    const seat = points[i].seat;
    if (seat === undefined) continue;
    const before = points[i - 1].chances[seat];
    const after = points[i].chances[seat];
    if (before - after >= NOTABLE_DROP) drops.push({ seq: points[i].seq, turn: points[i].turn, seat, before, after });
  }
  const bySeat = new Map<Seat, CostlyTurn[]>();
  for (const d of [...drops].sort((a, b) => b.before - b.after - (a.before - a.after)))
    bySeat.set(d.seat, [...(bySeat.get(d.seat) ?? []), d].slice(0, MARKS_PER_SEAT));
  return [...bySeat.values()].flat().sort((a, b) => a.seq - b.seq);
}
