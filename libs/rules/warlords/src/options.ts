import { violation, type ReadonlyOptions, type RuleViolation } from '@empires/rules-kernel';
import type { z } from 'zod';
import { BOARDS } from './board/boards';
import { warlordsOptionsSchema } from './schema/options';

export type WarlordsOptions = ReadonlyOptions<z.infer<typeof warlordsOptionsSchema>>;

export const defaultOptions: WarlordsOptions = warlordsOptionsSchema.parse({});

const BAD_OPTIONS = 'BAD_OPTIONS';
const BAD_SEAT_COUNT = 'BAD_SEAT_COUNT';

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
