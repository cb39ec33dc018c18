import { everyone, onlySeats, type ReadonlyDeep, type Viewer, type Visibility } from '@empires/rules-kernel';
import type { z } from 'zod';
import type { WarlordsEvent } from './events';
import { GENERALS } from './generals/generals';
import type { PieceViewSchema, SeatViewSchema, warlordsViewSchema } from './schema/view';
import type { Piece, WarlordsState } from './state';

/** A piece as a viewer sees it: the general's id only if revealed or the viewer has seen his card. */
export type PieceView = ReadonlyDeep<z.infer<typeof PieceViewSchema>>;
export type SeatView = ReadonlyDeep<z.infer<typeof SeatViewSchema>>;
/** What `view` answers, as declared in `schema/view.ts`. */
export type WarlordsView = ReadonlyDeep<z.infer<typeof warlordsViewSchema>>;

const sees = (p: Piece, viewer: Viewer): boolean =>
  p.revealed || (viewer !== 'spectator' && p.knownBy.includes(viewer));

export function view(s: WarlordsState, viewer: Viewer): WarlordsView {
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

/** Dealt and boxed cards, and a recruit's card, are the only secrets in the event stream. */
export function visibility(e: WarlordsEvent): Visibility {
  if (e.type === 'GeneralsDealt' || e.type === 'GeneralsAssigned' || e.type === 'GeneralIdentityLearned')
    return onlySeats(e.seat);
  return everyone;
}

export function redact(e: WarlordsEvent, viewer: Viewer): WarlordsEvent | null {
  if ((e.type === 'GeneralsDealt' || e.type === 'GeneralsAssigned') && e.seat !== viewer) return { ...e, cards: [] };
  if (e.type === 'GeneralIdentityLearned' && e.seat !== viewer) return null;
  return e;
}
