import { seatNumber, seatOrNone } from '@empires/rules-kernel';
import { z } from 'zod';
import { BOARDS } from '../board/boards';
import { GENERALS, type Trait } from '../generals/generals';
import { BASE_MAX_REGIMENTS, GENERALS_PER_SEAT, TOWNS_PER_EMPIRE } from '../state';
import { MAX_DRAFT_ROUNDS } from './options';

/**
 * The numbers and names commands, events and views are made of, each named once (its `$defs`
 * entry in the JSON Schemas) with the range the game fixes. One schema serves every board, so
 * ranges are those of the largest. Fields reuse them with their own description.
 */

const boards = Object.values(BOARDS);
/** Outer empires of the largest board: one seat each at most. */
const OUTER_EMPIRES = Math.max(...boards.map((b) => b.empireNames.length - 1));
export const SEAT_LIMITS = { min: 2, max: OUTER_EMPIRES } as const;
/** Spaces of the largest board. */
export const SPACES = Math.max(...boards.map((b) => b.hexes.length));
/** General pieces of a full table: five a seat. */
export const PIECES = SEAT_LIMITS.max * GENERALS_PER_SEAT;
/** The most a trait of one of these kinds sets or adds, over the whole deck (0 if none does more). */
export const mostTrait = (kinds: readonly Trait['kind'][]): number =>
  Math.max(0, ...GENERALS.flatMap((g) => [g.pro, g.con]).map((t) => (kinds.includes(t.kind) ? t.value : 0)));
/** The most regiments a general may command: 20, or a maxRegiments pro above it (Ashoka's 30). */
export const MOST_REGIMENTS = Math.max(BASE_MAX_REGIMENTS, mostTrait(['maxRegiments']));
/** Rounds of bans and of force turns, then five rounds of picks, each a turn for every seat. */
export const DRAFT_STEPS = (2 * MAX_DRAFT_ROUNDS + GENERALS_PER_SEAT) * SEAT_LIMITS.max;
/** Every empire, Carrion included, has its capital and four towns. */
export const TOWNS = (OUTER_EMPIRES + 1) * (1 + TOWNS_PER_EMPIRE);
/** A score holding every capital (10 and its regiment), every town (3 and its regiment) and every general at his most. */
export const MOST_SCORE = (OUTER_EMPIRES + 1) * (11 + TOWNS_PER_EMPIRE * 4) + PIECES * MOST_REGIMENTS;

export const Seat = seatNumber(SEAT_LIMITS);

export const SeatOrNone = seatOrNone(
  SEAT_LIMITS,
  'SeatOrNone',
  'A seat, or -1 for none (what none means is said where it is used).',
);

export const Space = z
  .int()
  .min(0)
  .max(SPACES - 1)
  .meta({
    id: 'Space',
    description: `A space of the board by its number, 0 to ${SPACES - 1} on six-empires (the duel board has fewer): the \`index\` of the areas in the descriptor.`,
  });

export const SpaceOrNone = z
  .int()
  .min(-1)
  .max(SPACES - 1)
  .meta({ id: 'SpaceOrNone', description: 'A space by its number, or -1 for none (off the board).' });

export const Piece = z
  .int()
  .min(0)
  .max(PIECES - 1)
  .meta({
    id: 'Piece',
    description:
      'A general piece by id: seat × 5 + number − 1, the seat it was dealt to and the number (1 to 5) across the piece and its box. It never changes, not even on recruitment.',
  });

export const PieceOrNone = z
  .int()
  .min(-1)
  .max(PIECES - 1)
  .meta({ id: 'PieceOrNone', description: 'A general piece by id, or -1 for none.' });

/** Typed `string` (as the rules hold card ids); the JSON Schema lists every id. */
export const General = z.enum(GENERALS.map((g) => g.id) as [string, ...string[]]).meta({
  id: 'General',
  description:
    "A general's card by id, the deck of the descriptor: its pro and con act only once it is revealed (S004).",
});

export const Empire = z
  .int()
  .min(0)
  .max(OUTER_EMPIRES)
  .meta({
    id: 'Empire',
    description: `An empire by number: 0 Carrion, the middle empire; 1 to ${OUTER_EMPIRES} the outer empires clockwise, as the descriptor's regions list them.`,
  });

export const OuterEmpire = z
  .int()
  .min(1)
  .max(OUTER_EMPIRES)
  .meta({
    id: 'OuterEmpire',
    description: `An outer empire by number, 1 to ${OUTER_EMPIRES} clockwise, as the descriptor's regions list them after Carrion; the duel board has 1 and 2.`,
  });

/** Turn places: the 1.0.0 rulings let each seat pick one, 1 to the seats; from 1.1.0 only 1, the first turn. */
export const TurnPlace = z.int().min(1).max(SEAT_LIMITS.max).meta({
  id: 'TurnPlace',
  description:
    'A place in the order of turns, 1 first. From 1.1.0 only the first turn is picked (1) and play moves clockwise; games begun under 1.0.0 pick every place, 1 to the seats.',
});

export const D20 = z.int().min(1).max(20).meta({ id: 'D20', description: 'A twenty-sided die as rolled, 1 to 20.' });

export const Regiments = z
  .int()
  .min(0)
  .max(MOST_REGIMENTS)
  .meta({
    id: 'Regiments',
    description: `Regiments under a general, 0 to ${MOST_REGIMENTS} (20 at most, unless his traits in force say otherwise).`,
  });

/** One entry per seat of the game, by seat. */
export const perSeat = <T extends z.ZodType>(item: T, description: string) =>
  z.array(item).min(SEAT_LIMITS.min).max(SEAT_LIMITS.max).describe(description);
