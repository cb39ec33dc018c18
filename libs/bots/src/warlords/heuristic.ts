import type { GameCommand } from '@empires/rules-kernel';
import type { WarlordsCommand, WarlordsState } from '@empires/rules-warlords';
import { checkedCommand, leastCommand } from '../checked-plan';
import type { Decision, Policy } from '../policy';
import { answer } from './answers';
import type { Action } from './listed';
import { chief } from './chief';
import { movement } from './move';
import { raise } from './raise';
import { placement, sidesAndDraft } from './setup';
import { STYLE, type Style } from './style';

/**
 * A rule-based player of warlords, playing the seed's own plans: a supply network from the capital
 * through the towns towards the front, every regiment raised into one army at a time, armies that
 * march on the nearest enemy capital once strong, light generals that take open towns and lay
 * supply lines behind them, attacks only at good odds, the chief of staff where he helps, generals
 * kept face down. Whatever it plans is checked against the rules; anything refused falls back to a
 * plain legal action, so it never stops a game.
 */
function heuristicCommand(d: Decision): GameCommand | undefined {
  const s = d.state as WarlordsState;
  return checkedCommand<Action>(d.ruleset, s, d.seat, (legal) => plan(s, d.seat, legal), fallback);
}

export const heuristicPolicy: Policy = { spec: 'heuristic', choose: heuristicCommand };

/** The command the rules of thumb give, unchecked, for the seat to act; `style` sets their thresholds. */
export function plan(
  s: WarlordsState,
  seat: number,
  legal: readonly Action[],
  style: Style = STYLE,
): WarlordsCommand | null {
  switch (s.phase) {
    case 'sides':
    case 'draft':
      return sidesAndDraft(legal);
    case 'generals':
      return (legal.find((a) => a.type === 'AssignGenerals') as WarlordsCommand | undefined) ?? null;
    case 'placement':
      return placement(s, seat, legal);
    case 'play':
      return answer(s, seat, legal) ?? turn(s, seat, legal, style);
    default:
      return null;
  }
}

function turn(s: WarlordsState, seat: number, legal: readonly Action[], style: Style): WarlordsCommand | null {
  if (s.turn?.seat !== seat) return null;
  switch (s.turn.step) {
    case 'raise':
      return raise(s, seat, legal, style);
    case 'move':
      return movement(s, seat, legal, style);
    case 'battle': {
      const fight = legal.find((a) => a.type === 'Fight');
      return (fight as WarlordsCommand | undefined) ?? null;
    }
    default:
      return chief(s, seat, legal, style);
  }
}

const ENDINGS = new Set(['EndRaising', 'EndMovement', 'EndTurn', 'RejectEnd']);

/** A plain legal action other than Resign, ProposeEnd or a reveal: one that ends the seat's part where there is one. */
export function fallback(legal: readonly Action[]): GameCommand | undefined {
  const playable = legal.filter((a) => a.type !== 'Resign' && a.type !== 'ProposeEnd' && a.type !== 'RevealGeneral');
  const action = playable.find((a) => ENDINGS.has(a.type)) ?? playable[0] ?? legal.find((a) => a.type !== 'Resign');
  return action && leastCommand(action);
}
