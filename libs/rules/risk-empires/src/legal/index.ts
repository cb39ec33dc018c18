import { TERRITORIES } from '../data/geo';
import { canBuildOn, MAX_CITIES } from '../rules/cities';
import { cityChooser } from '../rules/city-choice';
import { citiesOf, riotPending } from '../rules/riots';
import { ACTIVE, UNCLAIMED, type RiskState } from '../state';
import { attackActions } from './attack';
import { placementActions } from './placement';
import { purchaseActions } from './purchase';
import { tradeActions } from './trade';
import type { Action } from './types';

const RESIGN: Action = { type: 'Resign' };

/** Every command the seat may give now (choices of card subsets canonical, see README). */
export function legalActions(s: RiskState, seat: number): Action[] {
  if (s.phase === 'ended' || s.phase === 'none' || s.status[seat] !== ACTIVE) return [];
  const out = seatActions(s, seat);
  out.push(RESIGN);
  return out;
}

function seatActions(s: RiskState, seat: number): Action[] {
  if (s.phase === 'trade') return tradeActions(s, seat);
  if (s.phase === 'attack' && cityChooser(s) >= 0)
    return cityChooser(s) === seat ? [{ type: 'ConvertCity' }, { type: 'KeepCity' }] : [];
  if (s.seat !== seat) return [];
  switch (s.phase) {
    case 'claim':
      return territories((t) => s.owner[t] === UNCLAIMED).map((territory) => ({ type: 'ClaimTerritory', territory }));
    case 'setupPlace':
      return territories((t) => s.owner[t] === seat).map((territory) => ({ type: 'PlaceSetupArmy', territory }));
    case 'place':
      return placementActions(s, seat);
    case 'attack':
      return attackActions(s, seat);
    case 'build': {
      const out: Action[] =
        s.cityCount[seat] < MAX_CITIES
          ? territories((t) => canBuildOn(s, seat, t)).map((territory) => ({ type: 'BuildCity', territory }))
          : [];
      out.push({ type: 'EndBuilding' });
      return out;
    }
    case 'disasters':
      return riotPending(s, seat)
        ? permutations(citiesOf(s, seat)).map((cities) => ({ type: 'OrderRiots', cities }))
        : [];
    case 'purchase':
      return purchaseActions(s, seat);
    default:
      return [];
  }
}

function territories(keep: (t: number) => boolean): number[] {
  const out: number[] = [];
  for (let t = 0; t < TERRITORIES; t++) if (keep(t)) out.push(t);
  return out;
}

/** At most 5 cities: at most 120 orders. */
function permutations(xs: readonly number[]): number[][] {
  if (xs.length <= 1) return [xs.slice()];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** Seats that must act now. */
export function toAct(s: RiskState): number[] {
  if (s.phase === 'ended' || s.phase === 'none') return [];
  if (s.phase === 'trade' && s.trade) {
    const { traders, finished } = s.trade;
    return traders.flatMap((t, seat) => (t && !finished[seat] ? [seat] : []));
  }
  const chooser = cityChooser(s);
  if (chooser >= 0) return [chooser];
  return s.seat >= 0 ? [s.seat] : [];
}
