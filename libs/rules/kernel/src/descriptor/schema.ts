import { z } from 'zod';

/**
 * What a client needs to draw and explain a game, declared once: the TypeScript types, the
 * validator and `docs/schemas/descriptor.schema.json` all come from these declarations. Every
 * named part carries an `id` (its `$defs` name in the JSON Schema) and a description.
 */

/** The drawing frame every board is laid out in; clients scale it to their screen. */
export const FRAME = { width: 1000, height: 640 } as const;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** Phase ids and option keys are the rules' own identifiers (camelCase allowed). */
const identifier = z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/);

/** The name a client shows for a part. */
const displayName = () => z.string().min(1).describe('Display name.');

/** Fixed facts the rules print on an area or a card, by name. */
const printedFacts = (description: string) =>
  z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .optional()
    .describe(description);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
const json = (): z.ZodType<Json> => JsonValue;
const JsonArray = z.array(z.lazy(json)).meta({ id: 'JsonArray', description: 'A JSON array.' });
const JsonObject = z.record(z.string(), z.lazy(json)).meta({ id: 'JsonObject', description: 'A JSON object.' });
export const JsonValue: z.ZodType<Json> = z
  .union([z.string(), z.number(), z.boolean(), z.null(), JsonArray, JsonObject])
  .meta({ id: 'JsonValue', description: 'Any JSON value.' });

export const FrameDescriptor = z
  .strictObject({
    width: z.literal(FRAME.width).describe('Width of the frame in drawing units.'),
    height: z.literal(FRAME.height).describe('Height of the frame in drawing units.'),
  })
  .meta({ id: 'Frame', description: 'The fixed drawing frame: x runs right, y runs down, from (0, 0) at top left.' });

export const FramePoint = z
  .strictObject({
    x: z.number().min(0).max(FRAME.width).describe('Units from the left edge of the frame.'),
    y: z.number().min(0).max(FRAME.height).describe('Units from the top edge of the frame.'),
  })
  .meta({ id: 'Point', description: 'A point inside the frame.' });

export const KindDescriptor = z
  .strictObject({
    id: slug.describe('The kind as areas or borders name it.'),
    name: displayName(),
    description: z.string().min(1).describe('What the kind means in the game.'),
  })
  .meta({ id: 'Kind', description: 'One kind of area or border and what it means.' });

export const AreaDescriptor = z
  .strictObject({
    id: slug.describe('Stable id of the area, used everywhere a client names it.'),
    index: z
      .int()
      .min(0)
      .describe("The rules' own number for the area (unique within its kind): commands, events and views use it."),
    name: displayName(),
    kind: slug.describe('One of the board’s `areaKinds`.'),
    region: slug.nullable().describe('Id of the region it belongs to, or null.'),
    position: FramePoint.describe('Where to draw the area: its anchor for a label, pieces and border lines.'),
    outline: z
      .array(z.tuple([z.number(), z.number()]))
      .min(3)
      .optional()
      .describe(
        'A closed polygon around the anchor as [x, y] pairs, for clients that draw shapes. A drawing aid only: outlines that touch are not neighbours; `borders` says who is.',
      ),
    properties: printedFacts('Fixed values the rules give this area (printed on the board), by name.'),
  })
  .meta({ id: 'Area', description: 'One place on the board.' });

export const BorderDescriptor = z
  .strictObject({
    areas: z.tuple([slug, slug]).describe('Ids of the two areas; each adjacency is listed once.'),
    kind: slug.describe('One of the board’s `borderKinds`.'),
    name: z.string().min(1).optional().describe('Name of the crossing, where it has one.'),
    wraps: z
      .boolean()
      .optional()
      .describe(
        'True when the link runs off one side of the frame and in at the other: draw it to the edges, not across.',
      ),
  })
  .meta({ id: 'Border', description: 'Two areas the rules treat as adjacent.' });

export const RegionDescriptor = z
  .strictObject({
    id: slug.describe('Stable id of the region.'),
    name: displayName(),
    kind: slug.describe('What the rules call it: continent, region, empire, ...'),
    areas: z.array(slug).min(1).describe('Ids of its areas.'),
    bonus: z.int().optional().describe('What holding all of it gives, where the rules give something (e.g. armies).'),
  })
  .meta({ id: 'Region', description: 'A named group of areas.' });

export const BoardDescriptor = z
  .strictObject({
    name: z.string().min(1).describe('Display name of the board.'),
    frame: FrameDescriptor.describe('The frame positions and outlines are given in.'),
    layout: z.string().min(1).describe('How positions were placed in the frame.'),
    areaKinds: z.array(KindDescriptor).describe('The kinds of area on this board.'),
    borderKinds: z.array(KindDescriptor).describe('The kinds of border on this board.'),
    areas: z.array(AreaDescriptor).describe('Every area of the board, once.'),
    borders: z.array(BorderDescriptor).describe('Every adjacency of the rules, once.'),
    regions: z.array(RegionDescriptor).describe('Named groups of areas.'),
  })
  .meta({ id: 'Board', description: 'A board: its areas, where to draw them, which touch and how they group.' });

export const BoardVariantsDescriptor = z
  .strictObject({
    option: identifier.describe('The option that chooses the board.'),
    boards: z.record(z.string(), BoardDescriptor).describe('Boards by option value, every value but the default.'),
  })
  .meta({ id: 'BoardVariants', description: 'Other boards a game may be played on, chosen by an option.' });

export const CardDescriptor = z
  .strictObject({
    id: slug.describe('Stable id of the card (one per distinct card; copies share it).'),
    name: displayName(),
    count: z.int().min(1).describe('Copies in the deck.'),
    ids: z
      .array(z.int().min(0))
      .min(1)
      .describe(
        "The rules' numbers for it in commands, events and views: one per copy where copies are told apart, one for all where they share a number.",
      ),
    kind: slug.optional().describe('Its kind within the deck, where the deck has kinds.'),
    value: z.number().optional().describe('Its face value, where it has one.'),
    text: z.string().min(1).optional().describe('What it does, in one line.'),
    properties: printedFacts('Further fixed facts printed on the card, by name.'),
  })
  .meta({ id: 'Card', description: 'One distinct card and its copies.' });

export const DeckDescriptor = z
  .strictObject({
    id: slug.describe('Stable id of the deck.'),
    name: displayName(),
    description: z.string().min(1).describe('What the deck is for.'),
    cards: z.array(CardDescriptor).min(1).describe('Its distinct cards.'),
  })
  .meta({ id: 'Deck', description: 'A deck of cards.' });

export const PhaseDescriptor = z
  .strictObject({
    id: identifier.describe("The rules' own name for the phase or step where views show one."),
    name: displayName(),
    part: z
      .enum(['setup', 'round', 'turn'])
      .describe('setup: once before play; round: a step of each round; turn: a step of one seat’s or empire’s turn.'),
    description: z.string().min(1).describe('What happens in it, in one line.'),
  })
  .meta({ id: 'Phase', description: 'A phase or step of the game, in playing order.' });

export const OptionDescriptor = z
  .strictObject({
    key: identifier.describe('The option’s key in `options`.'),
    description: z.string().min(1).describe('What it changes for the players.'),
    type: z.string().min(1).describe('The JSON types it takes, joined by " | ".'),
    default: JsonValue.describe('Its value when not given.'),
    minimum: z.number().optional().describe('Smallest number it takes.'),
    maximum: z.number().optional().describe('Largest number it takes.'),
    choices: z.array(JsonValue).optional().describe('The values it takes, where it is a choice.'),
    schema: JsonObject.describe('Its JSON Schema (2020-12), for what the fields above leave out.'),
  })
  .meta({ id: 'OptionDescriptor', description: 'One game option, derived from the ruleset’s options schema.' });

export const RulesetDescriptor = z
  .strictObject({
    id: slug.describe('The ruleset id.'),
    version: z
      .string()
      .regex(/^\d+\.\d+\.\d+$/)
      .describe('The ruleset version this describes.'),
    name: z.string().min(1).describe('Display name of the game.'),
    summary: z.string().min(1).describe('The game in a few sentences.'),
    seats: z
      .strictObject({
        min: z.int().min(0).describe('Fewest seats a game may have.'),
        max: z.int().min(1).describe('Most seats a game may have.'),
      })
      .describe('Seat limits.'),
    board: BoardDescriptor.describe('The board of a game with default options.'),
    boardVariants: BoardVariantsDescriptor.optional().describe('Other boards an option chooses, where there are any.'),
    decks: z.array(DeckDescriptor).describe('The decks of cards, as far as they are public knowledge.'),
    phases: z.array(PhaseDescriptor).min(1).describe('The phases and steps of the game, in order.'),
    options: z.array(OptionDescriptor).describe('The game options.'),
    seatColours: z
      .array(z.string().regex(/^#[0-9a-f]{6}$/))
      .min(1)
      .describe('A distinct colour per seat, seat 0 first, as #rrggbb.'),
  })
  .meta({
    id: 'RulesetDescriptor',
    description: 'Everything static a client needs to draw and explain a game of one ruleset version.',
  });

export type FramePoint = z.infer<typeof FramePoint>;
export type KindDescriptor = z.infer<typeof KindDescriptor>;
export type AreaDescriptor = z.infer<typeof AreaDescriptor>;
export type BorderDescriptor = z.infer<typeof BorderDescriptor>;
export type RegionDescriptor = z.infer<typeof RegionDescriptor>;
export type BoardDescriptor = z.infer<typeof BoardDescriptor>;
export type CardDescriptor = z.infer<typeof CardDescriptor>;
export type DeckDescriptor = z.infer<typeof DeckDescriptor>;
export type PhaseDescriptor = z.infer<typeof PhaseDescriptor>;
export type OptionDescriptor = z.infer<typeof OptionDescriptor>;
export type RulesetDescriptor = z.infer<typeof RulesetDescriptor>;

/** The board of a game played without one. */
export const NO_BOARD: BoardDescriptor = {
  name: 'No board',
  frame: FRAME,
  layout: 'The game has no board.',
  areaKinds: [],
  borderKinds: [],
  areas: [],
  borders: [],
  regions: [],
};
