import { violation, type RuleViolation } from '@empires/rules-kernel';
import { BOARDS } from './board/boards';

export interface WarlordsOptions {
  /** A board of `BOARDS` (the data file `board/boards.ts`). */
  readonly board: string;
  /** `choose`: seats pick empires and turn places by command, in d20 order. `auto`: the dice pick for them. */
  readonly sides: 'choose' | 'auto';
  /**
   * `manual`: seats put their cards in the numbered boxes and place towns, lines and generals by
   * command. `auto`: the dice do it, legally (for bots, simulations and quick games).
   */
  readonly placement: 'manual' | 'auto';
  /** Rounds after which the game ends and the score decides (bot games); null plays to a seed ending. */
  readonly roundLimit: number | null;
  /** `deal`: five cards dealt face down (S004 2). `draft`: the seed's optional draft, in the open. */
  readonly generals: 'deal' | 'draft';
  /** Draft only: rounds of bans before the picks, each seat banning one general per round. */
  readonly draftBans: number;
  /** Draft only: rounds of force turns before the picks, each seat forcing one general on another. */
  readonly draftForces: number;
}

export const defaultOptions: WarlordsOptions = {
  board: 'six-empires',
  sides: 'choose',
  placement: 'manual',
  roundLimit: null,
  generals: 'deal',
  draftBans: 0,
  draftForces: 0,
};

export const BAD_OPTIONS = 'BAD_OPTIONS';
export const BAD_SEAT_COUNT = 'BAD_SEAT_COUNT';

/** Defaults filled in and every field checked, or why the options cannot be played. */
export function resolveOptions(
  given: Partial<WarlordsOptions> | undefined,
  seats: number,
): WarlordsOptions | RuleViolation {
  const o: WarlordsOptions = { ...defaultOptions, ...(given ?? {}) };
  const board = BOARDS[o.board];
  if (!board) return violation(BAD_OPTIONS, `unknown board ${o.board}; boards: ${Object.keys(BOARDS).join(', ')}`);
  if (o.sides !== 'choose' && o.sides !== 'auto') return violation(BAD_OPTIONS, 'sides is choose or auto');
  if (o.placement !== 'manual' && o.placement !== 'auto') return violation(BAD_OPTIONS, 'placement is manual or auto');
  if (o.roundLimit !== null && (!Number.isInteger(o.roundLimit) || o.roundLimit < 1))
    return violation(BAD_OPTIONS, 'roundLimit is a positive integer or null');
  if (o.generals !== 'deal' && o.generals !== 'draft') return violation(BAD_OPTIONS, 'generals is deal or draft');
  for (const key of ['draftBans', 'draftForces'] as const) {
    if (!Number.isInteger(o[key]) || o[key] < 0 || o[key] > 2) return violation(BAD_OPTIONS, `${key} is 0, 1 or 2`);
  }
  const empires = board.empireNames.length - 1;
  if (!Number.isInteger(seats) || seats < 2 || seats > empires)
    return violation(BAD_SEAT_COUNT, `${board.name} seats 2 to ${empires} players`);
  return o;
}
