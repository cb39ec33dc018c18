import { isRange, type LegalAction } from '@empires/rules-kernel';
import type { MedievalCommand, MedievalState } from '@empires/rules-medieval';
import { allianceBid, courtlessAllyChoice, offersAsylum } from './alliances';

type Action = LegalAction<MedievalCommand>;
type Of<T extends MedievalCommand['type']> = Extract<Action, { type: T }>;

/** A fixed field of a listed action (numbers the rules list one by one are never ranges). */
const num = (v: number | { min: number; max: number }): number => (isRange(v) ? v.min : v);
const low = (v: number | { min: number; max: number }, want: number): number =>
  isRange(v) ? Math.max(v.min, Math.min(v.max, want)) : v;
const first = <T extends MedievalCommand['type']>(legal: readonly Action[], type: T): Of<T> | undefined =>
  legal.find((a): a is Of<T> => a.type === type);

/**
 * Answers to the decisions the rules ask of a seat outside its own turn plan: initiative, court, discards,
 * event targets, Defense, counter-gold, contests, ballots, alliance bids, asylum (`alliances.ts`). Null when none is
 * asked.
 */
export function answer(s: MedievalState, seat: number, legal: readonly Action[]): MedievalCommand | null {
  const own = s.seats[seat]?.empire ?? -1;
  const slots = legal.filter((a): a is Of<'ChooseInitiativeSlot'> => a.type === 'ChooseInitiativeSlot');
  if (slots.length) return { type: 'ChooseInitiativeSlot', slot: Math.min(...slots.map((a) => num(a.slot))) };
  const courts = legal.filter((a): a is Of<'ChooseCourt'> => a.type === 'ChooseCourt');
  if (courts.length) {
    const placed = s.pending ? s.empires[s.pending.empire].court : -1;
    return { type: 'ChooseCourt', area: courts.some((c) => num(c.area) === placed) ? placed : num(courts[0].area) };
  }
  const discard = first(legal, 'DiscardEventCard');
  if (discard) return { type: 'DiscardEventCard', card: num(discard.card) };
  const targets = legal.filter((a): a is Of<'ChooseEventTarget'> => a.type === 'ChooseEventTarget');
  if (targets.length)
    return {
      type: 'ChooseEventTarget',
      area: bestTarget(
        s,
        s.pending?.empire ?? own,
        targets.map((t) => num(t.area)),
      ),
    };
  const defend =
    legal.find((a): a is Of<'Defend'> => a.type === 'Defend' && a.mercenaries === true) ??
    legal.find((a): a is Of<'Defend'> => a.type === 'Defend' && a.fundedBy === undefined);
  if (defend)
    return { type: 'Defend', gold: low(defend.gold, 0), ...(defend.mercenaries ? { mercenaries: true } : {}) };
  const counter = first(legal, 'CounterGold');
  if (counter) return { type: 'CounterGold', gold: low(counter.gold, 3) };
  if (first(legal, 'ContestConquest')) return { type: 'ContestConquest' };
  const ballot = first(legal, 'CastBallot');
  if (ballot) return { type: 'CastBallot', empire: num(ballot.empire), vote: vote(s, seat) };
  const bid = first(legal, 'DeclareBid');
  if (bid) return { type: 'DeclareBid', gold: allianceBid(s, seat, isRange(bid.gold) ? bid.gold.max : bid.gold) };
  if (first(legal, 'OfferAsylum')) return { type: 'OfferAsylum', offer: offersAsylum(s) };
  if (first(legal, 'ResolveCourtlessAlly')) return { type: 'ResolveCourtlessAlly', choice: courtlessAllyChoice(s) };
  return null;
}

/** Out of self-interest (S003 18.2): Yes for the seat's own claim or its own lost area, No to anyone else's claim or gain. */
function vote(s: MedievalState, seat: number): number {
  const p = s.parley;
  if (!p) return 0;
  const ours = (empire: number) => empire >= 0 && s.empires[empire]?.seat === seat;
  if (p.kind === 'claim') return ours(p.caller) ? 1 : -1;
  return ours(p.conqueror) ? -1 : 1;
}

/** Royal Marriage and Pious Foundation: an own area first, one that the tie would bring a claim on (S003 18.0(2b)) best. */
function bestTarget(s: MedievalState, empire: number, areas: readonly number[]): number {
  const score = (area: number) => {
    const a = s.areas[area];
    if (a.owner !== empire) return 0;
    return a.claims === 0 ? 3 : (a.claims >> empire) & 1 ? 1 : 2;
  };
  return areas.reduce((best, a) => (score(a) > score(best) ? a : best), areas[0]);
}
