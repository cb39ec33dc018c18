import { isViolation, play, type AnyRuleset, type GameCommand, type Table } from '@empires/rules-kernel';
import type { WarlordsState } from '@empires/rules-warlords';
import { checkedProposals } from '../checked-plan';
import type { SearchGuide } from '../policy';
import { roundHorizon, TWO_ROUNDS, type RoundHorizon } from '../round-horizon';
import { shares } from './evaluate';
import { fallback, plan } from './heuristic';
import type { Action } from './listed';
import { STYLE, type Style } from './style';

/** Tempers the search tries besides the heuristic's own: each threshold a step either way. */
const STYLES: readonly Style[] = [
  STYLE,
  { ...STYLE, attackBar: 0.45 },
  { ...STYLE, attackBar: 0.75 },
  { ...STYLE, marchAt: 8 },
  { ...STYLE, marchAt: 20 },
  { ...STYLE, lay: false },
  { ...STYLE, alarm: 3 },
  { ...STYLE, alarm: 8 },
];

const roundOf = (s: WarlordsState): number => s.turn?.round ?? 0;

/** What the heuristic knows, lent to the search: its moves under every temper, its play, the score. */
export function warlordsGuide(horizon: RoundHorizon = TWO_ROUNDS): SearchGuide {
  return {
    propose: (ruleset, state, seat) => proposals(ruleset, state as WarlordsState, seat),
    advance: (ruleset, table, seat) => advance(ruleset, table as Table<WarlordsState>, seat),
    reached: roundHorizon(roundOf, horizon),
    score: (_ruleset, state) => shares(state as WarlordsState),
  };
}

/** The heuristic's command (checked, as the heuristic plays it) first, then each other temper's, when the rules take it. */
function proposals(ruleset: AnyRuleset, s: WarlordsState, seat: number): GameCommand[] {
  const planned = (legal: readonly Action[], style: Style) => plan(s, seat, legal, style);
  return checkedProposals(ruleset, s, seat, STYLES, planned, fallback);
}

/** The table after the heuristic's move for `seat` (a plain legal action where the rules refuse it). */
function advance(ruleset: AnyRuleset, table: Table<WarlordsState>, seat: number): Table<WarlordsState> | undefined {
  const s = table.state;
  const legal = ruleset.legalActions(s, seat) as readonly Action[];
  const command = plan(s, seat, legal);
  const next = command ? play<WarlordsState, never>(ruleset, table, command, seat) : null;
  if (next && !isViolation(next)) return next.table;
  const plain = fallback(legal);
  const played = plain ? play<WarlordsState, never>(ruleset, table, plain, seat) : null;
  return played && !isViolation(played) ? played.table : undefined;
}
