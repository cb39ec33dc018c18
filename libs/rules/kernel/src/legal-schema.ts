import { z } from 'zod';
import type { LegalAction } from './ruleset';

/** Game state, commands and events as the rules hold them: read-only all the way down (`z.infer` gives mutable types). */
export type ReadonlyDeep<T> = T extends readonly (infer U)[]
  ? readonly ReadonlyDeep<U>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
    : T;

const isInteger = (field: unknown): field is z.ZodNumber =>
  field instanceof z.ZodNumber && (field.format ?? '').includes('int');

/** A whole number bound as `field` is, without its description or name. */
function within(field: z.ZodNumber, description: string): z.ZodNumber {
  let bound = z.int();
  if (field.minValue !== null) bound = bound.min(field.minValue);
  if (field.maxValue !== null) bound = bound.max(field.maxValue);
  return bound.describe(description);
}

/** `{min, max}` in place of one whole number: each end bound as the number itself is. */
function rangeOf(field: z.ZodNumber): z.ZodType {
  return z
    .strictObject({
      min: within(field, 'The least value that may be chosen.'),
      max: within(field, 'The greatest value that may be chosen.'),
    })
    .refine((r) => r.min <= r.max, 'min must not exceed max')
    .describe('A choice offered as a range: send any whole number from min to max, both included, in this field.');
}

/** The same object with each whole-number field widened to `number | {min, max}`; strictness and metadata kept. */
function legalObject(command: z.ZodObject): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(command.shape)) {
    shape[key] = isInteger(field)
      ? z.union([field, rangeOf(field)]).describe(`${field.description ?? key} Offered as one value or as a range.`)
      : (field as z.ZodType);
  }
  const catchall = command._zod.def.catchall?._zod.def.type;
  const object =
    catchall === 'never' ? z.strictObject(shape) : catchall === 'unknown' ? z.looseObject(shape) : z.object(shape);
  return object.meta(z.globalRegistry.get(command) ?? {});
}

/**
 * What `legalActions` answers, derived from the command schema: each command with its
 * whole-number fields offered as one value or a `{min, max}` range (the kernel's `LegalAction`).
 * Takes a discriminated union, a union or an object of commands; nothing is declared twice.
 */
export function legalActionSchema<T extends z.ZodType>(commands: T): z.ZodType<LegalAction<z.output<T>>> {
  const title = z.globalRegistry.get(commands)?.title;
  return legal(commands).meta({
    ...(title ? { title: `${title}, as legal actions` } : {}),
    description:
      'A command the rules offer a seat now (legalActions): each whole-number field is one value or a {min, max} range to choose from.',
  }) as unknown as z.ZodType<LegalAction<z.output<T>>>;
}

function legal(commands: z.ZodType): z.ZodType {
  if (commands instanceof z.ZodDiscriminatedUnion) {
    const options = commands.options.map((o) => legal(o as z.ZodType)) as [z.ZodObject, ...z.ZodObject[]];
    return z.discriminatedUnion(commands._zod.def.discriminator, options);
  }
  if (commands instanceof z.ZodUnion) return z.union(commands.options.map((o) => legal(o as z.ZodType)));
  if (commands instanceof z.ZodObject) return legalObject(commands);
  throw new Error('legalActionSchema takes an object of a command or a union of them');
}
