import type { Secrets, Viewer } from '@empires/rules-kernel';
import type { MedievalEvent } from './event-types';
import type { MedievalState } from './state';
import type { MedievalView } from './view';

/** Others' sealed declarations read `"sealed"` until they are revealed together. */
function view(s: MedievalState, viewer: Viewer): MedievalView {
  const p = s.parley;
  const parley = p && {
    ...p,
    ballots: p.ballots.map((b, i) =>
      b === null || p.voterSeat[i] === viewer || p.voterSeat[i] < 0 ? b : ('sealed' as const),
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

/** A sealed declaration is its seat's own; one made for no seat (-1) is no one's. */
const itsSeat = (e: { readonly seat: number }) => (e.seat >= 0 ? [e.seat] : []);

/** What medieval hides, in one place: `view`, `redact` and `visibility` are made from it. */
export const medievalSecrets: Secrets<MedievalState, MedievalEvent, MedievalView> = {
  secrets: [
    {
      what: 'Year Cards in hand (a count is public)',
      from: 'everyone, the owner too',
      until: 'turned up: used for an endeavour or a Defense, or unused at the end of the round',
      rule: 'M28.3',
    },
    { what: 'the order of the event draw pile', from: 'everyone', until: 'a card is drawn', rule: 'M20.1.5, M28.3' },
    { what: 'where Missionary Fervor goes back into the pile', from: 'everyone', until: 'it is drawn', rule: 'M20.2' },
    {
      what: 'a seat’s parley ballot',
      from: 'every other seat and spectators',
      until: 'all are cast',
      rule: 'S003 18.2',
    },
    { what: 'a seat’s gold bid', from: 'every other seat and spectators', until: 'all are in', rule: 'S001 33.46' },
    {
      what: 'a seat’s asylum offer',
      from: 'every other seat and spectators',
      until: 'every seat has declared',
      rule: 'S001 33.61',
    },
  ],
  events: {
    YearCardsDealt: { seenBy: () => [], masked: (e) => ({ ...e, hands: e.hands.map((h) => h.map(() => 0)) }) },
    EventDeckShuffled: { seenBy: () => [], masked: (e) => ({ ...e, pile: e.pile.map(() => -1) }) },
    EventCardReturned: { seenBy: () => [], masked: (e) => ({ ...e, position: -1 }) },
    BallotCast: { seenBy: itsSeat, masked: (e) => ({ ...e, vote: null }) },
    AsylumDeclared: { seenBy: itsSeat, masked: (e) => ({ ...e, offer: null }) },
    BidDeclared: { seenBy: itsSeat, masked: (e) => ({ ...e, gold: null }) },
  },
  revealedBy: [
    'EndeavourResolved',
    'DefenseResolved',
    'UnusedCardsTurnedUp',
    'EventCardDrawn',
    'ParleyDecided',
    'BidsRevealed',
    'AsylumDecided',
  ],
  view,
};
