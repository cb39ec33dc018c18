import type { AnyRuleset, GameCommand, Table } from '@empires/rules-kernel';
import type { RiskState } from '@empires/rules-risk-empires';
import { checkedProposals } from '../checked-plan';
import type { SearchGuide } from '../policy';
import { roundHorizon, TWO_ROUNDS, type RoundHorizon } from '../round-horizon';
import { evaluateWith, WEIGHTS } from './evaluate';
import { fallback, plan, type Action } from './heuristic';
import { advance } from './playout';
import { STYLE, type Style } from './style';

/**
 * Tempers the search tries besides the heuristic's own: each threshold of the rules of thumb a step
 * either way. None of them beats the heuristic by itself over a game (measured: 41.5% to 54.5% of 200
 * games each); their worth is in the positions where the search finds one of them right.
 */
export const STYLES: readonly Style[] = [
  STYLE,
  { ...STYLE, barBase: 0.72 },
  { ...STYLE, barBase: 0.92 },
  { ...STYLE, barBase: 0.6, barSlope: 0.1 },
  { ...STYLE, reserve: 0.2 },
  { ...STYLE, reserve: 1 },
  { ...STYLE, wall: 0.7 },
  { ...STYLE, wall: 1.6 },
  { ...STYLE, occupyKeep: 0.3 },
  { ...STYLE, occupyKeep: 1.5 },
  { ...STYLE, buyAt: 0.4 },
  { ...STYLE, buyAt: 1.6 },
  { ...STYLE, cities: 3 },
];

const scoreNow = evaluateWith({ horizon: null, weights: WEIGHTS, dice: 'state' });

/** What the heuristic knows, lent to the search: its moves under every temper, its play, the position score. */
export function riskGuide(horizon: RoundHorizon = TWO_ROUNDS): SearchGuide {
  return {
    propose: (ruleset, state, seat) => proposals(ruleset, state as RiskState, seat),
    advance: (ruleset, table, seat) => advance(ruleset, table as Table<RiskState>, seat),
    reached: roundHorizon((s: RiskState) => s.round, horizon),
    score: scoreNow,
  };
}

/** The heuristic's command (checked, as the heuristic plays it) first, then each other temper's, when the rules take it. */
export function proposals(ruleset: AnyRuleset, s: RiskState, seat: number): GameCommand[] {
  const planned = (legal: readonly Action[], style: Style) => plan(s, seat, () => legal, style);
  return checkedProposals(ruleset, s, seat, STYLES, planned, fallback);
}
