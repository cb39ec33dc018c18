import {
  Dice,
  isViolation,
  matchesAction,
  play,
  type AnyRuleset,
  type GameCommand,
  type LegalAction,
  type Table,
} from '@empires/rules-kernel';
import {
  claimingDiplomacy,
  independentEndeavour,
  type EndeavourAdvice,
  type MedievalCommand,
  type MedievalState,
} from '@empires/rules-medieval';
import type { SearchGuide } from '../policy';
import { courtingDiplomacy } from './alliances';
import { evaluate } from './evaluate';
import { heuristicPolicy, turnEmpireOf } from './heuristic';

type Action = LegalAction<MedievalCommand>;

export interface GuideOptions {
  /** Commands at most in a line of play; it also ends with the round (each command costs the rules and the heuristic a few ms). */
  readonly commands: number;
  /** Candidates at most at a decision, the heuristic's own first. */
  readonly candidates: number;
}

/**
 * Eight commands: the seat's endeavour, its answers and often the next empire's, at a few ms each (a round is some
 * 50). Three candidates: at 40 playouts a move each gets a dozen shared worlds, enough for the race to tell them
 * apart. First tried: five candidates (taxing and ending the turn at once among them), twelve commands, 16 playouts,
 * which lost both games of seed 101; these settings won 8 of 13 games (24 playouts) and 7 of 9 (40) from seed 101:
 * a direction, too few games to rank them (the measured figures are in README.md, on other seeds).
 */
export const GUIDE_OPTIONS: GuideOptions = { commands: 8, candidates: 3 };

/** The heuristic's own dice in the guide: the same position gives the same proposals and the same line of play. */
const HEURISTIC_SEED = 1;
/** Draws of the Independent procedure (its random picks, S001 33.24C) tried as alternatives. */
const PROCEDURE_DRAWS = [2, 3, 4];

/** What the heuristic knows, lent to the search: its move and its advisers' other moves, its play, the score. */
export function medievalGuide(o: GuideOptions = GUIDE_OPTIONS): SearchGuide {
  return {
    propose: (ruleset, state, seat) => proposals(ruleset, state as MedievalState, seat, o.candidates),
    advance: (ruleset, table, seat) => advance(ruleset, table as Table<MedievalState>, seat),
    reached: (root, state, commands) =>
      commands >= o.commands || (state as MedievalState).round !== (root as MedievalState).round,
    score: evaluate,
  };
}

const heuristicMove = (ruleset: AnyRuleset, s: MedievalState, seat: number, dice: Dice) =>
  heuristicPolicy.choose({ ruleset, state: s, seat, dice, now: () => 0 });

/**
 * The heuristic's command first; in its empire's turn (past taxation), the endeavours its advisers would
 * pick instead (the Independent procedure on other draws, claim-bringing Diplomacy, courting) and taxing or
 * ending the turn now, when the rules list them. Answers to the rules' questions are the heuristic's alone.
 */
export function proposals(
  ruleset: AnyRuleset,
  s: MedievalState,
  seat: number,
  most = GUIDE_OPTIONS.candidates,
): GameCommand[] {
  if (!ruleset.toAct(s).includes(seat)) return [];
  const own = heuristicMove(ruleset, s, seat, Dice.fromSeed(HEURISTIC_SEED));
  if (!own) return [];
  const out = new Map<string, GameCommand>([[JSON.stringify(own), own]]);
  const empire = turnEmpireOf(s, seat);
  if (empire < 0 || s.turn?.taxation === 'open') return [own];
  const legal = ruleset.legalActions(s, seat) as readonly Action[];
  for (const command of alternatives(s, empire)) {
    if (out.size >= most) break;
    const key = JSON.stringify(command);
    if (!out.has(key) && legal.some((a) => matchesAction(a, command))) out.set(key, command);
  }
  return [...out.values()];
}

function alternatives(s: MedievalState, empire: number): MedievalCommand[] {
  const advice: (EndeavourAdvice | null)[] = [
    claimingDiplomacy(s, empire),
    courtingDiplomacy(s, empire),
    ...PROCEDURE_DRAWS.map((seed) => independentEndeavour(s, empire, Dice.fromSeed(seed))),
  ];
  const endeavours = advice.flatMap((a): MedievalCommand[] =>
    a ? [{ type: 'Endeavour', kind: a.kind, base: a.base, target: a.target, gold: a.gold }] : [],
  );
  return endeavours;
}

/** The table after the heuristic's move for `seat`; undefined when the seat has nothing to do or the rules refuse it. */
export function advance(
  ruleset: AnyRuleset,
  table: Table<MedievalState>,
  seat: number,
): Table<MedievalState> | undefined {
  const command = heuristicMove(ruleset, table.state, seat, Dice.fromSeed(HEURISTIC_SEED + table.version));
  const next = command ? play<MedievalState, never>(ruleset, table, command, seat) : null;
  return next && !isViolation(next) ? next.table : undefined;
}
