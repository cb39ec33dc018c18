import { z } from 'zod';
import type { DeepReadonly } from './deep-readonly';

/** Who caused something: a player (through a seat or not), a bot, or the system itself. */
export const ActorSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('player'),
      playerId: z.string().min(1).describe('The player id.'),
      seat: z.int().min(0).optional().describe('The seat it acted for, on a move.'),
    }),
    z.strictObject({
      kind: z.literal('bot'),
      policy: z.string().min(1).describe('The bot policy or level playing the seat.'),
      seat: z.int().min(0).describe('The seat it plays.'),
    }),
    z.strictObject({
      kind: z.literal('system'),
      service: z
        .string()
        .min(1)
        .describe('The service that acted (matchmaking for its games, the engine for timeouts).'),
    }),
  ])
  .meta({ id: 'Actor', description: 'Who caused an event: a player, a bot or the system.' });

/** Who holds a seat. Bots are seats like any other, played by a named policy. */
export const SeatHolderSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('open') }),
    z.strictObject({ kind: z.literal('reserved'), playerId: z.string().min(1).describe('Kept for this player.') }),
    z.strictObject({ kind: z.literal('player'), playerId: z.string().min(1).describe('The player sitting here.') }),
    z.strictObject({ kind: z.literal('bot'), policy: z.string().min(1).describe('The bot policy or level.') }),
  ])
  .meta({ id: 'SeatHolder', description: 'Who holds a seat: nobody yet, a reservation, a player or a bot.' });

export const OutcomeSchema = z
  .strictObject({
    ranks: z.array(z.int().min(1)).describe('Rank per seat, 1 = first; tied seats share a rank.'),
    scores: z.array(z.number()).optional().describe('Score per seat, where the ruleset keeps one.'),
    reason: z.string().describe("Why the game ended, in the ruleset's words."),
  })
  .meta({ id: 'Outcome', description: 'How a game ended.' });

const lifecycleEvents = [
  z
    .strictObject({
      type: z.literal('GameCreated'),
      ruleset: z.string().describe('The rules it is played by, `id@version`.'),
      seats: z.array(SeatHolderSchema).describe('The seats in seating order.'),
      options: z.unknown().describe("The ruleset's options, every default filled in (see options.schema.json)."),
      seedHash: z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .describe('SHA-256 of the secret the dice are rolled from, published before any roll.'),
      createdBy: ActorSchema.describe('Who created the game.'),
    })
    .meta({ id: 'GameCreated', description: 'A game was created; seats are being taken.' }),
  z
    .strictObject({
      type: z.literal('SeatTaken'),
      seat: z.int().min(0),
      holder: SeatHolderSchema,
    })
    .meta({ id: 'SeatTaken', description: 'A player sat down before the start.' }),
  z
    .strictObject({
      type: z.literal('SeatLeft'),
      seat: z.int().min(0),
      holder: SeatHolderSchema.describe('Who held it.'),
    })
    .meta({ id: 'SeatLeft', description: 'A player gave a seat back before the start.' }),
  z
    .strictObject({ type: z.literal('GameStarted') })
    .meta({ id: 'GameStarted', description: "Play began; the ruleset's own events follow." }),
  z
    .strictObject({ type: z.literal('GameFinished'), outcome: OutcomeSchema })
    .meta({ id: 'GameFinished', description: 'The game ended with an outcome.' }),
  z
    .strictObject({ type: z.literal('GameAborted'), reason: z.string().max(200) })
    .meta({ id: 'GameAborted', description: 'The game was ended without a winner.' }),
  z
    .strictObject({
      type: z.literal('SeedRevealed'),
      secret: z
        .string()
        .regex(/^[0-9a-f]{32,}$/)
        .describe('The secret the dice were rolled from: re-run every roll.'),
    })
    .meta({ id: 'SeedRevealed', description: 'The dice secret, once nothing more can be rolled.' }),
] as const;

/** The events every game stream has, whatever its ruleset: set-up, seats, start and end. */
export const GameLifecycleEventSchema = z.discriminatedUnion('type', lifecycleEvents);

export type GameLifecycleEvent = DeepReadonly<z.infer<typeof GameLifecycleEventSchema>>;
export type SeatHolder = DeepReadonly<z.infer<typeof SeatHolderSchema>>;
export type GameLifecycleType = GameLifecycleEvent['type'];

/** The lifecycle events' names: the ruleset's own events come between `GameStarted` and `GameFinished`. */
export const GameLifecycleTypes: readonly GameLifecycleType[] = lifecycleEvents.map((e) => e.shape.type.value);

const lifecycle: ReadonlySet<string> = new Set(GameLifecycleTypes);

/** Whether an event of a game stream is one of the engine's own rather than its ruleset's. */
export const isLifecycle = (type: string): type is GameLifecycleType => lifecycle.has(type);
