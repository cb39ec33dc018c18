import { isRange, type LegalAction } from '@empires/rules-kernel';
import type { MedievalCommand, MedievalState } from '@empires/rules-medieval';

type Action = LegalAction<MedievalCommand>;
type Of<T extends MedievalCommand['type']> = Extract<Action, { type: T }>;
const num = (v: number | { min: number; max: number }): number => (isRange(v) ? v.min : v);

/**
 * S003 18.0(3b), 18.2: presses a claim by parley on an own, tied area another empire claims, when Yes can win: the
 * Diplomatic stature of the seat's own empires (they vote Yes) and of the Independents whose votes are rolled for
 * (33.27) must be able to exceed the sure No of the other seats' empires and of the Independents that own or claim
 * the area (33.28). A parley costs nothing but can be called once a round per area (20.53); a claim on an owned area
 * is worth VP (M26.1).
 */
export function claimParley(s: MedievalState, legal: readonly Action[]): MedievalCommand | null {
  const calls = legal.filter((a): a is Of<'CallClaimParley'> => a.type === 'CallClaimParley').map((a) => num(a.area));
  const seat = s.turn ? s.empires[s.turn.empire].seat : -1;
  const area = calls.find((a) => mayPass(s, seat, a));
  return area === undefined ? null : { type: 'CallClaimParley', area };
}

function mayPass(s: MedievalState, seat: number, area: number): boolean {
  let yes = 0;
  let no = 0;
  const a = s.areas[area];
  s.empires.forEach((e, i) => {
    if (e.status === 'removed' || e.flags.includes('noParley')) return;
    const d = e.leader.d;
    if (e.status === 'independent') {
      if (a.owner === i || a.claims & (1 << i)) no += d;
      else yes += d;
    } else if (e.seat === seat) yes += d;
    else no += d;
  });
  return yes > no;
}

/**
 * M19.11 with S001 33.5: a claim the Player Empire holds on an area its own seat's ally owns is worth VP to the ally
 * (M26.1) and nothing to the giver, who does not own the area: given, the ally's gain goes to the seat's ledger.
 */
export function claimForAlly(s: MedievalState, empire: number, legal: readonly Action[]): MedievalCommand | null {
  const seat = s.empires[empire].seat;
  for (const a of legal) {
    if (a.type !== 'GiveClaim') continue;
    const area = num(a.area);
    const to = num(a.to);
    const owner = s.areas[area].owner;
    if (owner === to && owner !== empire && s.empires[to].status === 'allied' && s.empires[to].seat === seat)
      return { type: 'GiveClaim', area, to };
  }
  return null;
}

/**
 * S003 12.41(2) between empires of one seat: a tie of the turn's empire on an area its seat's other empire owns adds
 * 2 to that area's rebellion value, which only harms the seat (its ally's VP are its ledger, 33.5). Waived.
 */
export function waiveForOwnSeat(s: MedievalState, empire: number, legal: readonly Action[]): MedievalCommand | null {
  const seat = s.empires[empire].seat;
  for (const a of legal) {
    if (a.type !== 'SetTieWaiver' || !a.waive) continue;
    const area = num(a.area);
    const owner = s.areas[area].owner;
    if (owner >= 0 && owner !== empire && s.empires[owner].seat === seat)
      return { type: 'SetTieWaiver', area, waive: true };
  }
  return null;
}
