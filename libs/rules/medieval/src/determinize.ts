import type { Dice, Seat } from '@empires/rules-kernel';
import { ALL_CARDS } from './cards/deck';
import type { MedievalState } from './state';

const YEAR_DECK = Array.from({ length: 56 }, (_, i) => i + 1);

/**
 * For search: a whole state consistent with what `seat` knows, every hidden part drawn at random (M28.3).
 * Year Cards are hidden from everyone, owners included: every hand is dealt again, as many cards as it holds,
 * from the cards not turned up this round. The event draw pile keeps its size; its unknown cards are drawn from
 * those in no discard pile and no hand, and its order is shuffled. Other seats' sealed ballots, bids and asylum
 * offers are drawn from what they could be. The state may be the full one or one folded from redacted events.
 */
export function determinize(s: MedievalState, seat: Seat, dice: Dice): MedievalState {
  if (s.phase !== 'play') return s;
  return { ...s, empires: dealHands(s, dice), pile: drawPile(s, dice), ...sealed(s, seat, dice) };
}

function dealHands(s: MedievalState, dice: Dice): MedievalState['empires'] {
  const seen = new Set(s.yearCardsSeen ?? []);
  const deck = dice.shuffle(YEAR_DECK.filter((c) => !seen.has(c)));
  let next = 0;
  return s.empires.map((e) => (e.cards.length ? { ...e, cards: deck.slice(next, (next += e.cards.length)) } : e));
}

function drawPile(s: MedievalState, dice: Dice): readonly number[] {
  const known = s.pile.filter((c) => c >= 0);
  const unknown = s.pile.length - known.length;
  if (unknown === 0) return dice.shuffle(s.pile);
  const out = new Set<number>([...s.discard, ...known, ...s.empires.flatMap((e) => [...e.held, ...e.lasting])]);
  // Cards of removed empires left the game unseen, so the pool may hold more than the pile needs.
  const pool = dice.shuffle(ALL_CARDS.filter((c) => !out.has(c))).slice(0, unknown);
  return dice.shuffle([...known, ...pool]);
}

function sealed(s: MedievalState, seat: Seat, dice: Dice): Partial<MedievalState> {
  const patch: { -readonly [K in keyof MedievalState]?: MedievalState[K] } = {};
  const p = s.parley;
  if (p)
    patch.parley = {
      ...p,
      ballots: p.ballots.map((b, i) =>
        b !== null && p.voterSeat[i] >= 0 && p.voterSeat[i] !== seat ? dice.int(-1, 1) : b,
      ),
    };
  const head = s.allianceQueue[0];
  if (head?.bids) {
    const bids = head.bids.map((b, other) =>
      b !== null && other !== seat ? dice.int(0, Math.min(20, goldOfSeat(s, other))) : b,
    );
    patch.allianceQueue = [{ ...head, bids }, ...s.allianceQueue.slice(1)];
  }
  const a = s.asylum;
  if (a)
    patch.asylum = {
      ...a,
      offers: a.offers.map((o, other) =>
        o !== null && other !== seat && !s.seats[other]?.resigned ? dice.int(0, 1) === 1 : o,
      ),
    };
  return patch;
}

const goldOfSeat = (s: MedievalState, seat: Seat): number =>
  Math.max(0, s.empires[s.seats[seat]?.empire ?? -1]?.gold ?? 0);
