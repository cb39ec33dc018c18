import { everyone, onlySeats, type ReadonlyDeep, type Viewer, type Visibility } from '@empires/rules-kernel';
import type { z } from 'zod';
import type { MedievalEvent } from './event-types';
import type { medievalViewSchema } from './schema/view';
import type { MedievalState } from './state';

/** What a viewer sees (`schema/view.ts`): everything but the Year Cards, which nobody sees until turned up (M28.3). */
export type MedievalView = ReadonlyDeep<z.infer<typeof medievalViewSchema>>;

export function view(s: MedievalState, viewer: Viewer): MedievalView {
  const parley = s.parley && {
    ...s.parley,
    ballots: s.parley.ballots.map((b, i) =>
      b === null || s.parley!.voterSeat[i] === viewer || s.parley!.voterSeat[i] < 0 ? b : ('sealed' as const),
    ),
  };
  const asylum = s.asylum && {
    ...s.asylum,
    offers: s.asylum.offers.map((o, seat) => (o === null || seat === viewer ? o : ('sealed' as const))),
  };
  const allianceQueue = s.allianceQueue.map((t) => ({
    ...t,
    bids: t.bids && t.bids.map((b, seat) => (b === null || seat === viewer ? b : ('sealed' as const))),
  }));
  return {
    ...s,
    parley,
    asylum,
    allianceQueue,
    pile: s.pile.length,
    empires: s.empires.map(({ cards, ...rest }) => ({ ...rest, yearCards: cards.length })),
  };
}

/** The deal is the only hidden event: every viewer learns how many cards each empire got, never which. */
export function redact(e: MedievalEvent, viewer: Viewer): MedievalEvent | null {
  if (e.type === 'YearCardsDealt') return { ...e, hands: e.hands.map((h) => h.map(() => 0)) };
  if (e.type === 'EventDeckShuffled') return { ...e, pile: e.pile.map(() => -1) };
  if (e.type === 'EventCardReturned') return { ...e, position: -1 };
  if (e.type === 'BallotCast' && viewer !== e.seat) return { ...e, vote: null };
  if (e.type === 'AsylumDeclared' && viewer !== e.seat) return { ...e, offer: null };
  if (e.type === 'BidDeclared' && viewer !== e.seat) return { ...e, gold: null };
  return e;
}

export function visibility(e: MedievalEvent): Visibility {
  if (e.type === 'BallotCast' || e.type === 'AsylumDeclared' || e.type === 'BidDeclared')
    return e.seat >= 0 ? onlySeats(e.seat) : everyone;
  return e.type === 'YearCardsDealt' || e.type === 'EventDeckShuffled' || e.type === 'EventCardReturned'
    ? onlySeats()
    : everyone;
}
