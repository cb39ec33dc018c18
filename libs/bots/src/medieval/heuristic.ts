import { isRange, matchesAction, type GameCommand, type LegalAction } from '@empires/rules-kernel';
import type { MedievalCommand, MedievalState } from '@empires/rules-medieval';
import type { Decision, Policy } from '../policy';
import { allianceToEnd, rivalPenalty } from './alliances';
import { answer } from './answers';
import { turnStep } from './turn';

type Action = LegalAction<MedievalCommand>;

/**
 * A rule-based player of medieval: it answers what the rules ask (initiative, Defense, ballots, bids, asylum…)
 * as a careful seat would, keeps its word to its allies and takes the −2 against a rival's (S001 33.43, 33.49), and
 * plays its empires' turns like the Independent procedure plus claims, parleys and the courting of alliances. Whatever it plans is checked against the legal actions; anything else falls back to a plain legal
 * action, so it never stops a game.
 */
function heuristicCommand(d: Decision): GameCommand | undefined {
  const s = d.state as MedievalState;
  const legal = d.ruleset.legalActions(s, d.seat) as readonly Action[];
  if (legal.length === 0) return undefined;
  const turnEmpire = turnEmpireOf(s, d.seat);
  const planned =
    answer(s, d.seat, legal) ??
    rivalPenalty(legal) ??
    allianceToEnd(s, legal) ??
    (turnEmpire >= 0 ? turnStep(s, turnEmpire, legal, d.dice) : null);
  if (planned && legal.some((a) => matchesAction(a, planned))) return planned;
  return fallback(legal);
}

/** The seat's empire whose turn is under way with nothing else asked of anyone first, or -1. */
export function turnEmpireOf(s: MedievalState, seat: number): number {
  return s.turn &&
    !s.pending &&
    !s.parley &&
    !s.asylum &&
    s.allianceQueue.length === 0 &&
    s.empires[s.turn.empire].seat === seat
    ? s.turn.empire
    : -1;
}

export const heuristicPolicy: Policy = { spec: 'heuristic', choose: heuristicCommand };

/** Ends what can be ended; otherwise the first listed action, ranges at their least; resigning only when nothing else is listed. */
function fallback(legal: readonly Action[]): GameCommand {
  const pick =
    legal.find((a) => a.type === 'EndTaxation') ??
    legal.find((a) => a.type === 'EndTurn') ??
    legal.find((a) => a.type !== 'Resign') ??
    legal[0];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pick)) out[key] = isRange(value) ? value.min : value;
  return out as unknown as GameCommand;
}
