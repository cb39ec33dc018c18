import type { Action } from './listed';
import {
  GENERALS,
  supplyComponents,
  type Trait,
  type WarlordsCommand,
  type WarlordsState,
} from '@empires/rules-warlords';
import { boardOf, distanceTo, homeCapital } from './table';

/** Regiments a trait is worth, roughly: a bonus point of the d20 is worth about a regiment in a fight. */
function traitValue(t: Trait): number {
  switch (t.kind) {
    case 'maxRegiments':
      return (t.value - 20) / 2;
    case 'speed':
      return 2 * t.value;
    case 'lineCost':
      return -t.value;
    case 'killsChiefOfStaffOnDefeat':
      return -1;
    default:
      return t.value;
  }
}

/** What a general's card is worth to the drafting seat: his pro less his con. */
const cardValue = (card: number): number =>
  card < 0 ? 0 : traitValue(GENERALS[card].pro) + traitValue(GENERALS[card].con);

const cardOf = (id: string): number => GENERALS.findIndex((g) => g.id === id);

/** Sides, the draft and the boxes: the first turn when it is free, the best cards for oneself, the worst for others. */
export function sidesAndDraft(legal: readonly Action[]): WarlordsCommand | null {
  const first = legal.find((a) => a.type === 'ChooseTurnPlace');
  if (first) return first as WarlordsCommand;
  const empire = legal.find((a) => a.type === 'ChooseEmpire');
  if (empire) return empire as WarlordsCommand;
  const byValue = (type: string, sign: number) =>
    legal
      .filter((a) => a.type === type)
      .map((a) => a as WarlordsCommand & { general: string })
      .sort((a, b) => sign * (cardValue(cardOf(b.general)) - cardValue(cardOf(a.general))))[0] ?? null;
  return byValue('DraftGeneral', 1) ?? byValue('BanGeneral', 1) ?? byValue('ForceGeneral', -1);
}

/**
 * The set-up as a supply network facing the war: towns on the side of the empire nearest the front
 * (the nearest enemy capital, or Carrion's before sides are known), lines joining every town to the
 * capital and then reaching towards the front, generals on the network's front edge. Every raised
 * regiment can then reach every general, and the armies start where they will march.
 */
export function placement(s: WarlordsState, seat: number, legal: readonly Action[]): WarlordsCommand | null {
  const board = boardOf(s);
  const front = distanceTo(board, frontOf(s, seat));
  const nearest = <T extends Action>(items: T[], key: (a: T) => number): T | null =>
    items.reduce<T | null>((best, a) => (best === null || key(a) < key(best) ? a : best), null);
  const towns = legal.filter((a) => a.type === 'PlaceTown') as (Action & { space: number })[];
  if (towns.length) return nearest(towns, (a) => front[a.space]) as WarlordsCommand;
  const label = supplyComponents(s, seat);
  const capital = homeCapital(s, seat);
  const touches = (space: number, ok: (n: number) => boolean) => board.neighbours[space].some((n) => n >= 0 && ok(n));
  const lines = (legal.filter((a) => a.type === 'PlaceSupplyLine') as (Action & { space: number })[]).filter((a) =>
    touches(a.space, (n) => label[n] > 0 && label[n] === label[capital]),
  );
  const cut = s.towns.filter((t) => t.occupant === seat && label[t.space] !== label[capital]).map((t) => t.space);
  if (lines.length && cut.length) {
    const toTown = (space: number) => Math.min(...cut.map((t) => distanceTo(board, t)[space]));
    return nearest(lines, (a) => toTown(a.space)) as WarlordsCommand;
  }
  if (lines.length) return nearest(lines, (a) => front[a.space]) as WarlordsCommand;
  const generals = legal.filter((a) => a.type === 'PlaceGeneral') as (Action & { space: number })[];
  const joined = generals.filter((a) => touches(a.space, (n) => label[n] > 0) || label[a.space] > 0);
  return nearest(joined.length ? joined : generals, (a) => front[a.space]) as WarlordsCommand | null;
}

/** The nearest enemy capital, or Carrion's while no enemy has an empire. */
function frontOf(s: WarlordsState, seat: number): number {
  const board = boardOf(s);
  const capital = homeCapital(s, seat);
  let best = board.capitals[0];
  let bestDistance = Infinity;
  s.seats.forEach((st, other) => {
    if (other === seat || st.empire < 0 || capital < 0) return;
    const d = distanceTo(board, board.capitals[st.empire])[capital];
    if (d < bestDistance) {
      bestDistance = d;
      best = board.capitals[st.empire];
    }
  });
  return best;
}
