import { z } from 'zod';

/**
 * One kind of command or event: a strict object told apart by `type`, named by it in the JSON
 * Schema, with `examples` where the API pages can take none from random play.
 */
export const variant = <T extends string, S extends z.ZodRawShape>(
  type: T,
  description: string,
  shape: S,
  examples?: readonly object[],
) =>
  z
    .strictObject({ type: z.literal(type).describe('Names it.'), ...shape })
    .meta({ id: type, description, ...(examples ? { examples: [...examples] } : {}) });

/** A command or event that carries nothing but its type. */
export const noField = <T extends string>(type: T, description: string) => variant(type, description, {});

/** Whether no item appears twice. */
export const allDistinct = (list: readonly unknown[]): boolean => new Set(list).size === list.length;

/** A list the rules take as a set: each item once (`uniqueItems` in the JSON Schema). */
export const distinctList = <T extends z.ZodType>(item: T, min: number, max: number, description: string) =>
  z
    .array(item)
    .min(min)
    .max(max)
    .refine(allDistinct, 'no item may appear twice')
    .meta({ uniqueItems: true, description });

/** A player by its seat, as every ruleset numbers them: from 0 in seating order, one less than the most seats. */
export const seatNumber = (
  seats: { readonly max: number },
  description = 'A player by its seat, numbered from 0 in seating order.',
) =>
  z
    .int()
    .min(0)
    .max(seats.max - 1)
    .meta({ id: 'Seat', description });

/** A seat, or -1 for what the ruleset says (no one, the neutral army), under the name `id` in its JSON Schemas. */
export const seatOrNone = (seats: { readonly max: number }, id: string, description: string) =>
  z
    .int()
    .min(-1)
    .max(seats.max - 1)
    .meta({ id, description });
