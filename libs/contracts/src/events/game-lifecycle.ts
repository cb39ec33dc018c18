import { z } from 'zod';
import { ClockSettingsSchema } from './clock';
import type { DeepReadonly } from './deep-readonly';

/** Who caused something: a player (through a seat or not), a bot, or the system itself. */
export const ActorSchema = z
  .discriminatedUnion('kind', [
    z
      .strictObject({
        kind: z.literal('player').describe('A player.'),
        playerId: z.string().min(1).describe('The player id.'),
        seat: z.int().min(0).optional().describe('The seat it acted for, on a move.'),
      })
      .describe('A player, acting for one of its seats or in the lobby.'),
    z
      .strictObject({
        kind: z.literal('bot').describe('A built-in bot.'),
        policy: z.string().min(1).describe('The bot policy or level playing the seat.'),
        seat: z.int().min(0).describe('The seat it plays.'),
      })
      .describe('A built-in bot playing a seat.'),
    z
      .strictObject({
        kind: z.literal('system').describe('The server itself.'),
        service: z
          .string()
          .min(1)
          .describe('The service that acted (matchmaking for its games, the engine for timeouts).'),
      })
      .describe('A service of the server.'),
  ])
  .meta({ id: 'Actor', description: 'Who caused an event: a player, a bot or the system.' });

/** Who holds a seat. Bots are seats like any other, played by a named policy. */
export const SeatHolderSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('open').describe('Nobody yet.') }).describe('An open seat: anyone may join.'),
    z
      .strictObject({
        kind: z.literal('reserved').describe('Kept for one player.'),
        playerId: z.string().min(1).describe('Kept for this player.'),
      })
      .describe('A seat kept for one player until the start.'),
    z
      .strictObject({
        kind: z.literal('player').describe('A player.'),
        playerId: z.string().min(1).describe('The player sitting here.'),
      })
      .describe('A seat a player holds.'),
    z
      .strictObject({
        kind: z.literal('bot').describe('A built-in bot.'),
        policy: z.string().min(1).describe('The bot policy or level.'),
        standingInFor: z
          .string()
          .min(1)
          .optional()
          .describe('The player whose seat it plays after a timeout; they may reclaim it.'),
        until: z
          .enum(['turn', 'game'])
          .optional()
          .describe('A stand-in plays that turn only, or the rest of the game unless reclaimed.'),
      })
      .describe('A seat a built-in bot plays.'),
  ])
  .meta({ id: 'SeatHolder', description: 'Who holds a seat: nobody yet, a reservation, a player or a bot.' });

export const OutcomeSchema = z
  .strictObject({
    ranks: z.array(z.int().min(1)).describe('Rank per seat, 1 = first; tied seats share a rank.'),
    scores: z.array(z.number()).optional().describe('Score per seat, where the ruleset keeps one.'),
    reason: z.string().describe("Why the game ended, in the ruleset's words."),
    forfeited: z
      .array(z.int().min(0))
      .optional()
      .describe('Seats that forfeited by running out of time: a loss (last place) for ratings and standings.'),
    standIns: z
      .array(z.int().min(0))
      .optional()
      .describe(
        'Seats a stand-in bot played to the end, not reclaimed: a loss (last place) for their players in ratings and standings.',
      ),
  })
  .meta({ id: 'Outcome', description: 'How a game ended.' });

/** An event that says only that a seat has a new holder: what the seat and the holder are, what happened. */
const seatHolderEvent = <T extends string>(type: T, seat: string, holder: string, description: string) =>
  z
    .strictObject({
      type: z.literal(type).describe('The event type.'),
      seat: z.int().min(0).describe(seat),
      holder: SeatHolderSchema.describe(holder),
    })
    .meta({ id: type, description });

const isoTime = z.iso.datetime().meta({ id: 'ServerTime', description: 'A moment, server time (ISO 8601, UTC).' });

const lifecycleEvents = [
  z
    .strictObject({
      type: z.literal('GameCreated').describe('The event type.'),
      ruleset: z.string().describe('The rules it is played by, `id@version`.'),
      seats: z.array(SeatHolderSchema).describe('The seats in seating order.'),
      options: z.unknown().describe("The ruleset's options, every default filled in (see options.schema.json)."),
      seedHash: z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .describe('SHA-256 of the secret the dice are rolled from, published before any roll.'),
      createdBy: ActorSchema.describe('Who created the game.'),
      startWhenFull: z
        .literal(true)
        .optional()
        .describe('The game starts by itself as soon as its last open or reserved seat is taken.'),
      rematchOf: z.string().optional().describe('The finished game this one is a rematch of.'),
      clock: ClockSettingsSchema.optional().describe('Its time control; absent: no clock.'),
    })
    .meta({ id: 'GameCreated', description: 'A game was created; seats are being taken.' }),
  seatHolderEvent(
    'SeatTaken',
    'The seat, from 0 in seating order.',
    'Who sat down.',
    'A player sat down before the start.',
  ),
  seatHolderEvent(
    'SeatLeft',
    'The seat, from 0 in seating order.',
    'Who held it.',
    'A player gave a seat back before the start.',
  ),
  z
    .strictObject({ type: z.literal('GameStarted').describe('The event type.') })
    .meta({ id: 'GameStarted', description: "Play began; the ruleset's own events follow." }),
  z
    .strictObject({
      type: z.literal('GameFinished').describe('The event type.'),
      outcome: OutcomeSchema.describe('Ranks, scores and why it ended.'),
    })
    .meta({ id: 'GameFinished', description: 'The game ended with an outcome.' }),
  z
    .strictObject({
      type: z.literal('GameAborted').describe('The event type.'),
      reason: z.string().max(200).describe('Why, in the words of whoever ended it.'),
    })
    .meta({ id: 'GameAborted', description: 'The game was ended without a winner.' }),
  z
    .strictObject({
      type: z.literal('SeedRevealed').describe('The event type.'),
      secret: z
        .string()
        .regex(/^[0-9a-f]{32,}$/)
        .describe('The secret the dice were rolled from: re-run every roll.'),
    })
    .meta({ id: 'SeedRevealed', description: 'The dice secret, once nothing more can be rolled.' }),
  z
    .strictObject({
      type: z.literal('ClockChanged').describe('The event type.'),
      at: isoTime.describe('Server time of the change: clocks of running seats count down from here.'),
      running: z.array(z.int().min(0)).describe('Seats whose clocks run.'),
      startedAt: z
        .array(isoTime.nullable())
        .describe('Per seat: when its running clock started (its turn began); null when it is not running.'),
      bankMs: z
        .array(z.int())
        .describe(
          "Per seat, when its turn began or ended: its bank (real time) or reserve (per move); 0 for correspondence. A running seat has this, plus the control's `moveMs` per move, from `startedAt`.",
        ),
      deadline: isoTime
        .nullable()
        .describe('When the first running seat runs out, server time; null when no clock runs.'),
      moved: z
        .array(z.int().min(0))
        .describe('Seats that have made a move: one that runs out of time before its first is a no-show.'),
    })
    .meta({ id: 'ClockChanged', description: 'Whose clock runs, and how much time each seat has left, from now on.' }),
  z
    .strictObject({
      type: z.literal('SeatTimedOut').describe('The event type.'),
      seat: z.int().min(0).describe('The seat.'),
      firstMove: z.boolean().describe('It had not made its first move: a no-show.'),
      action: z
        .enum(['bot', 'forfeit', 'abort'])
        .describe('What follows: a bot plays it, it forfeits, or the game ends.'),
    })
    .meta({ id: 'SeatTimedOut', description: 'A seat ran out of time.' }),
  seatHolderEvent(
    'SeatTakenOver',
    'The seat.',
    'The stand-in bot now holding it.',
    'A stand-in bot plays a seat that timed out, for a turn or the game.',
  ),
  seatHolderEvent(
    'SeatHandedBack',
    'The seat.',
    'Its player again.',
    "The stand-in's turn is over: the player has the seat back.",
  ),
  seatHolderEvent(
    'SeatReclaimed',
    'The seat.',
    'Its player again.',
    'A player took back the seat a stand-in bot held, from its next decision on.',
  ),
  z
    .strictObject({
      type: z.literal('RematchOffered').describe('The event type.'),
      gameId: z.string().min(1).describe('The rematch: a new game with the same ruleset, options and players.'),
      by: z.int().min(0).describe('The seat whose player offered it.'),
    })
    .meta({
      id: 'RematchOffered',
      description: "A player of the finished game offered a rematch; the others' seats in it are kept for them.",
    }),
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
