import {
  Dice,
  isViolation,
  play,
  sampleAction,
  start,
  type AnyRuleset,
  type GameCommand,
  type GameEvent,
  type Outcome,
  type Table,
} from '@empires/rules-kernel';
import type { Policy } from '../policy';

export interface MatchSetup {
  readonly ruleset: AnyRuleset;
  /** The policy of each seat, in seat order. */
  readonly policies: readonly Policy[];
  readonly options: unknown;
  /** The game's dice, and from it the bots' own dice and who acts first when several may. */
  readonly seed: number;
  /** Milliseconds, for the bots' time budgets and the decision times reported. */
  readonly now: () => number;
  /** A game still running after this many commands is stopped and reported without an outcome. */
  readonly maxCommands?: number;
}

interface SeatRecord {
  readonly decisions: number;
  /** Milliseconds spent choosing, summed. */
  readonly thinking: number;
  /** Commands the policy could not give or the rules refused: a random legal action was played instead. */
  readonly faults: number;
}

export interface MatchResult {
  readonly outcome: Outcome | null;
  readonly commands: number;
  readonly seats: readonly SeatRecord[];
}

/**
 * One game between policies, in process. Each bot sees only its own seat's state: every event is
 * redacted for the seat before it is folded (as the bot-runner does). Where several seats may act,
 * one is drawn at random from the game's seed.
 */
export function playMatch(m: MatchSetup): MatchResult {
  const { ruleset, policies, now } = m;
  const seats = policies.length;
  const started = start<unknown, GameEvent>(ruleset, { seats, options: m.options }, m.seed);
  if (isViolation(started)) throw new Error(`${started.code}: ${started.message}`);
  let table: Table<unknown> = started.table;
  const views = policies.map((_, seat) =>
    foldFor(
      ruleset,
      ruleset.initialState,
      started.recorded.map((r) => r.event),
      seat,
    ),
  );
  const botDice = policies.map((_, seat) => Dice.fromSeed(m.seed * 7919 + seat + 1));
  const turns = Dice.fromSeed(m.seed ^ 0x5bd1e995);
  const records = policies.map(() => ({ decisions: 0, thinking: 0, faults: 0 }));
  const limit = m.maxCommands ?? 50_000;
  let commands = 0;
  while (!ruleset.outcome(table.state) && commands < limit) {
    const due = ruleset.toAct(table.state) as readonly number[];
    if (due.length === 0) throw new Error('nobody may act and the game has not ended');
    const seat = due.length === 1 ? due[0] : turns.pick(due);
    const record = records[seat];
    const t0 = now();
    const command = policies[seat].choose({ ruleset, state: views[seat], seat, dice: botDice[seat], now });
    record.thinking += now() - t0;
    record.decisions++;
    let played = command === undefined ? undefined : play<unknown, GameEvent>(ruleset, table, command, seat);
    if (played === undefined || isViolation(played)) {
      record.faults++;
      played = play<unknown, GameEvent>(ruleset, table, anyLegal(ruleset, table.state, seat, botDice[seat]), seat);
      if (isViolation(played)) throw new Error(`a listed action was refused: ${played.code}`);
    }
    table = played.table;
    const events = played.recorded.map((r) => r.event);
    for (let s = 0; s < seats; s++) views[s] = foldFor(ruleset, views[s], events, s);
    commands++;
  }
  return { outcome: ruleset.outcome(table.state), commands, seats: records };
}

function foldFor(ruleset: AnyRuleset, state: unknown, events: readonly GameEvent[], seat: number): unknown {
  let out = state;
  for (const e of events) {
    const seen = ruleset.redact(e, seat);
    if (seen !== null) out = ruleset.evolve(out, seen);
  }
  return out;
}

/** A random legal action other than resigning, when there is one. */
function anyLegal(ruleset: AnyRuleset, state: unknown, seat: number, dice: Dice): GameCommand {
  const legal = ruleset.legalActions(state, seat) as readonly GameCommand[];
  const playable = legal.filter((a) => a.type !== 'Resign');
  return sampleAction(dice.pick(playable.length ? playable : legal), dice) as GameCommand;
}
