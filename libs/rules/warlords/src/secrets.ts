import type { Secrets, Viewer } from '@empires/rules-kernel';
import type { WarlordsEvent } from './events';
import { GENERALS } from './generals/generals';
import type { Piece, WarlordsState } from './state';
import type { WarlordsView } from './view';

const sees = (p: Piece, viewer: Viewer): boolean =>
  p.revealed || (viewer !== 'spectator' && p.knownBy.includes(viewer));

/** A piece names its general only to whom has seen his card; a hand shows only to its seat, or to all in a draft. */
function view(s: WarlordsState, viewer: Viewer): WarlordsView {
  const pieces = s.pieces.map(({ card, knownBy, ...rest }) => ({
    ...rest,
    general: card >= 0 && sees({ ...rest, card, knownBy }, viewer) ? GENERALS[card].id : null,
  }));
  const seats = s.seats.map(({ hand, ...rest }, seat) => ({
    ...rest,
    hand: seat === viewer || s.options.generals === 'draft' ? hand.map((c) => GENERALS[c].id) : null, // a draft is held in the open
    handSize: hand.length,
  }));
  return { ...s, viewer, pieces, seats };
}

/** What warlords hides, in one place: `view`, `redact` and `visibility` are made from it. */
export const warlordsSecrets: Secrets<WarlordsState, WarlordsEvent, WarlordsView> = {
  secrets: [
    {
      what: 'the five general cards dealt to a seat (a drafted hand is public)',
      from: 'every other seat and spectators',
      until: 'each is revealed',
      rule: 'S004 Start 2',
    },
    {
      what: 'which box, so which piece on the board, each of a seat’s generals is',
      from: 'every other seat and spectators',
      until: 'he is revealed, by his owner or before a battle; a seat that recruits him learns him then',
      rule: 'S004 Start 2, Generals',
    },
  ],
  events: {
    GeneralsDealt: { seenBy: (e) => [e.seat], masked: (e) => ({ ...e, cards: [] }) },
    GeneralsAssigned: { seenBy: (e) => [e.seat], masked: (e) => ({ ...e, cards: [] }) },
    GeneralIdentityLearned: { seenBy: (e) => [e.seat], masked: () => null },
  },
  revealedBy: ['GeneralRevealed'],
  view,
};
