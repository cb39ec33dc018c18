import { z } from 'zod';

/** Where the game stands, as views show it; the set-up ids are the descriptor's phases. */
export const PhaseSchema = z.enum(['new', 'sides', 'draft', 'generals', 'placement', 'play', 'ended']).meta({
  id: 'Phase',
  description:
    "Where the game stands: new only before set-up; the set-up's sides, draft (option generals: draft), generals (cards into boxes) and placement; play, the turns; ended.",
});

export const StepSchema = z.enum(['raise', 'move', 'battle', 'chief']).meta({
  id: 'Step',
  description:
    'The step of a turn (S004 Turn), the descriptor’s turn phases: 1 raise regiments, 2 move generals, 3 battle, 4 move the chief of staff.',
});

export const PieceStatusSchema = z.enum(['unplaced', 'active', 'abandoned', 'dead', 'dispersed']).meta({
  id: 'PieceStatus',
  description:
    'Where a general stands in the game: unplaced (in his box, before the set-up places him), active (on the board), abandoned (left by a surrender), dead (killed or slaughtered), dispersed (not recruited when his empire fell).',
});

export const SeatStatusSchema = z.enum(['playing', 'crumbled', 'surrendered']).meta({
  id: 'SeatStatus',
  description: 'Whether a seat still plays: playing, crumbled (its capital was taken) or surrendered.',
});

export const EndReasonSchema = z.enum(['agreed', 'generals', 'no generals', 'capitals', 'round limit']).meta({
  id: 'EndReason',
  description:
    'Why the game ended (S004 Introduction, the endings): agreed by every player still playing; generals, one player alone has generals left; no generals, nobody has (ranked by score); capitals, one empire is left standing; round limit, ranked by score.',
});
