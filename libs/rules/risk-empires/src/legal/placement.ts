import { TERRITORIES } from '../data/geo';
import { designOf, setsIn } from '../data/territory-cards';
import { mustTrade } from '../rules/placement';
import { isNuked, stockOf, type RiskState } from '../state';
import { range, type Action } from './types';

/**
 * One set per combination of designs: which cards of a design are traded changes nothing (no
 * territory bonus is given), so listing every triple would only repeat the same command.
 */
function tradeActions(s: RiskState, seat: number): Action[] {
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const set of setsIn(s.cards[seat])) {
    const key = set.map(designOf).sort().join();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ type: 'TradeTerritoryCards', cards: set });
  }
  return out;
}

export function placementActions(s: RiskState, seat: number): Action[] {
  if (mustTrade(s, seat)) return tradeActions(s, seat);
  const out: Action[] = s.phase === 'place' && s.cards[seat].length >= 3 ? tradeActions(s, seat) : [];
  const most = Math.min(s.toPlace[seat], stockOf(s, seat));
  if (most > 0) {
    for (let t = 0; t < TERRITORIES; t++) {
      if (s.owner[t] === seat && !isNuked(s, t)) out.push({ type: 'PlaceArmies', territory: t, count: range(1, most) });
    }
  }
  out.push({ type: 'EndPlacement' });
  return out;
}
