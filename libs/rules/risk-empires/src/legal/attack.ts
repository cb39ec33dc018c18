import { CLUBS } from '../data/empire';
import { TERRITORIES } from '../data/geo';
import { ADJACENT } from '../data/map';
import { AIR_DROP_ARMIES } from '../rules/air';
import { attackTurn, holds, isNuked, strength, type RiskState } from '../state';
import { placementActions } from './placement';
import { range, type Action } from './types';

/** The attacker's options: pairs of territories with dice and armies as ranges. */
export function attackActions(s: RiskState, seat: number): Action[] {
  const a = attackTurn(s);
  if (a.occupy) return [{ type: 'Occupy', armies: range(a.occupy.min, s.armies[a.occupy.from] - 1) }];
  if (a.mustTrade || s.toPlace[seat] > 0) return placementActions(s, seat);
  const out: Action[] = [];
  const { owner, armies } = s;
  for (let from = 0; from < TERRITORIES; from++) {
    if (owner[from] !== seat || armies[from] < 2) continue;
    for (const to of ADJACENT[from]) {
      if (owner[to] === seat) {
        if (a.movesLeft > 0 && !isNuked(s, to))
          out.push({ type: 'Move', from, to, armies: range(1, armies[from] - 1) });
      } else if (!a.moved && !isNuked(s, to))
        out.push({ type: 'Attack', from, to, dice: range(1, Math.min(3, armies[from] - 1)) });
    }
  }
  if (!a.moved) specials(s, seat, out);
  out.push({ type: 'EndTurn' });
  return out;
}

/** Air Drop (9 of clubs) and Nuke (Queen of clubs), once each per turn. */
function specials(s: RiskState, seat: number, out: Action[]): void {
  const a = attackTurn(s);
  const targets: number[] = [];
  for (let t = 0; t < TERRITORIES; t++) if (s.owner[t] !== seat && !isNuked(s, t)) targets.push(t);
  if (holds(s, seat, CLUBS, 9) && !a.airDropUsed) {
    for (let from = 0; from < TERRITORIES; from++) {
      if (s.owner[from] === seat && s.armies[from] > AIR_DROP_ARMIES)
        for (const to of targets) out.push({ type: 'AirDrop', from, to });
    }
  }
  if (holds(s, seat, CLUBS, 12) && !a.nukeUsed) {
    for (const t of targets) if (strength(s, t) >= 2) out.push({ type: 'Nuke', territory: t });
  }
}
