import { isRange, matchesAction, type Dice, type LegalAction } from '@empires/rules-kernel';
import {
  claimingDiplomacy,
  independentEndeavour,
  ownedBy,
  safeLevy,
  type EndeavourAdvice,
  type MedievalCommand,
  type MedievalState,
} from '@empires/rules-medieval';
import { courtingDiplomacy } from './alliances';
import { claimForAlly, claimParley, waiveForOwnSeat } from './claims';

type Action = LegalAction<MedievalCommand>;
const num = (v: number | { min: number; max: number }): number => (isRange(v) ? v.min : v);
type Of<T extends MedievalCommand['type']> = Extract<Action, { type: T }>;

/**
 * The seat's own turn for `empire` (M6): holding cards as soon as they can be played, claims pressed by parley or
 * handed to an ally that owns the area, ties waived on its seat's other empires' areas, then taxation at a safe rate,
 * then endeavours while a Year Card stays in hand for Defense, then the end of the turn. The endeavours are the
 * Independent procedure's (S001 33.24C) with two improvements a seat can make: Diplomacy on its own unclaimed areas,
 * whose tie brings a claim (S003 18.0(2b)) and lowers the rebellion value, and Diplomacy on a court worth an
 * alliance (S001 33.41), whose Independent is then spared the procedure's attacks.
 */
export function turnStep(
  s: MedievalState,
  empire: number,
  legal: readonly Action[],
  dice: Dice,
): MedievalCommand | null {
  const t = s.turn;
  if (!t) return null;
  if (t.taxation === 'open') return levy(s, legal) ?? { type: 'EndTaxation' };
  const free = holdingCard(s, empire, legal) ?? claimParley(s, legal) ?? claimForAlly(s, empire, legal);
  if (free) return free;
  const waiver = waiveForOwnSeat(s, empire, legal);
  if (waiver) return waiver;
  const mayTax = t.taxation === 'none' && legal.some((a) => a.type === 'BeginTaxation');
  // S001 33.24B: tax first when an area besides the court yields gold at a safe rate, else after the endeavours.
  if (mayTax && worthTaxing(s, empire)) return { type: 'BeginTaxation' };
  const canEnd = legal.some((a) => a.type === 'EndTurn');
  if (s.empires[empire].cards.length >= 2 || !canEnd) {
    const planned = endeavour(s, empire, dice);
    if (planned && legal.some((a) => matchesAction(a, planned))) return planned;
    if (!canEnd) return cheapestEndeavour(legal);
  }
  if (mayTax) return { type: 'BeginTaxation' };
  return canEnd ? { type: 'EndTurn' } : null;
}

const worthTaxing = (s: MedievalState, empire: number): boolean =>
  ownedBy(s, empire).some((a) => a !== s.empires[empire].court && safeLevy(s, a) >= 1);

/**
 * Holding cards as soon as they do some good (as an Independent plays them, S001 33.24A): lasting cards at once,
 * claim cards on an own area (a claim there is worth VP, M26.1), a Coup against another empire's tie on an own
 * area (it costs the rebellion value 2, S003 12.41(2)).
 */
function holdingCard(s: MedievalState, empire: number, legal: readonly Action[]): MedievalCommand | null {
  const plays = legal.filter((a): a is Of<'PlayHoldingCard'> => a.type === 'PlayHoldingCard');
  const useful = plays.find((a) => num(a.area) < 0) ?? plays.find((a) => s.areas[num(a.area)]?.owner === empire);
  return useful
    ? { type: 'PlayHoldingCard', card: num(useful.card), area: num(useful.area), other: num(useful.other) }
    : null;
}

function levy(s: MedievalState, legal: readonly Action[]): MedievalCommand | null {
  for (const a of legal) {
    if (a.type !== 'Levy') continue;
    const gold = safeLevy(s, num(a.area));
    const max = isRange(a.gold) ? a.gold.max : a.gold;
    if (gold >= 1 && gold <= max) return { type: 'Levy', area: num(a.area), gold };
  }
  return null;
}

function endeavour(s: MedievalState, empire: number, dice: Dice): MedievalCommand | null {
  const independent = independentEndeavour(s, empire, dice);
  // Steps 1-2 (fortify what was attacked, rule unrest) come before anything else: they keep what is owned.
  const urgent = independent && independent.step > 0 && independent.step <= 2 ? independent : null;
  const pick: EndeavourAdvice | null =
    urgent ??
    claimingDiplomacy(s, empire) ??
    courtingDiplomacy(s, empire) ??
    (independent && !courted(s, empire, independent) ? independent : null);
  return pick && { type: 'Endeavour', kind: pick.kind, base: pick.base, target: pick.target, gold: pick.gold };
}

/**
 * An attack on an empire whose court the seat's Player Empire courts (S001 33.41): its areas are the VP a coming
 * alliance brings to the ledger (33.5), and the seat does not raid the empire it is negotiating with.
 */
function courted(s: MedievalState, empire: number, advice: EndeavourAdvice): boolean {
  if (advice.kind !== 'conquest' && advice.kind !== 'pillage') return false;
  const owner = s.areas[advice.target].owner;
  const seat = s.empires[empire].seat;
  if (owner < 0 || seat < 0 || s.empires[owner].status !== 'independent') return false;
  return s.empires[owner].allianceTies[s.seats[seat].empire] > 0;
}

/** M6.2 asks for one endeavour: the cheapest one listed, with no extra gold. */
function cheapestEndeavour(legal: readonly Action[]): MedievalCommand | null {
  const options = legal.filter(
    (a): a is Of<'Endeavour'> => a.type === 'Endeavour' && a.fundedBy === undefined && !a.boost && !a.cancel,
  );
  const ruling = options.find((a) => a.kind === 'ruling') ?? options[0];
  return ruling
    ? { type: 'Endeavour', kind: ruling.kind, base: num(ruling.base), target: num(ruling.target), gold: 0 }
    : null;
}
