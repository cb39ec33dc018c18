import { z } from 'zod';
import { BOT_LEVELS } from '../bot-levels';

const ms = (min: number, max: number) => z.int().min(min).max(max);
const DAY = 86_400_000;

/** How much time each seat has: none, a bank per seat, a limit per move, or days per move. */
export const TimeControlSchema = z
  .discriminatedUnion('kind', [
    z
      .strictObject({ kind: z.literal('none').describe('No clock: a casual game waits for every seat.') })
      .describe('No clock.'),
    z
      .strictObject({
        kind: z.literal('realtime').describe('A bank per seat, Fischer style.'),
        initialMs: ms(100, DAY).describe('Each seat starts with this much time (ms).'),
        incrementMs: ms(0, 3_600_000).describe('Added to a seat’s bank at the end of each of its turns (ms).'),
      })
      .describe('Real time: a bank per seat that runs during its turns, plus an increment per turn.'),
    z
      .strictObject({
        kind: z.literal('perMove').describe('A limit per turn and a reserve.'),
        moveMs: ms(100, DAY).describe('Time for each turn before the reserve starts to run (ms).'),
        reserveMs: ms(0, 7 * DAY).describe('A reserve per seat for turns that take longer (ms).'),
      })
      .describe('Turn based: a limit per turn, and a reserve that runs once a turn takes longer.'),
    z
      .strictObject({
        kind: z.literal('correspondence').describe('Days per turn.'),
        daysPerMove: z.int().min(1).max(30).describe('Days each turn may take.'),
      })
      .describe('Correspondence: days per turn, nothing carried over.'),
  ])
  .meta({ id: 'TimeControl', description: 'How much time each seat has to act.' });

/** What happens to a seat that runs out of time, or never acts at all. */
export const TimeoutPolicySchema = z
  .strictObject({
    onTimeout: z
      .enum(['bot', 'forfeit'])
      .default('bot')
      .describe(
        "bot: the seat's built-in bot plays that turn; forfeit: the seat resigns (the ruleset says what that means).",
      ),
    botLevel: z
      .enum(BOT_LEVELS)
      .optional()
      .describe(
        'The level of the bot that plays a seat it takes over (`easy`, `medium`, `hard`); set, it wins over `botPolicy`.',
      ),
    botPolicy: z.string().min(1).max(40).default('random').meta({
      deprecated: true,
      description:
        'The bot policy that plays a seat it takes over, where no `botLevel` is set. Deprecated: use `botLevel`.',
    }),
    takeOverAfter: z
      .int()
      .min(1)
      .max(20)
      .default(3)
      .describe(
        'After this many timeouts the bot keeps the seat for the rest of the game (the player may reclaim it).',
      ),
    noShow: z
      .enum(['auto', 'abort', 'bot', 'forfeit'])
      .default('auto')
      .describe(
        'A seat that runs out of time before its first move: abort the game unrated, a bot takes it, or it forfeits; auto: abort with two seats, a bot with more.',
      ),
    firstMoveMs: ms(100, 30 * DAY)
      .optional()
      .describe('How long a seat may wait before its first move, when shorter than its clock (ms).'),
    noHumanLeft: z
      .enum(['playOut', 'abort'])
      .default('playOut')
      .describe('When bots stand in for every player: play the game out, or abort it.'),
  })
  .meta({ id: 'TimeoutPolicy', description: 'What a timeout does to a seat.' });

export const ClockSettingsSchema = z
  .strictObject({
    control: TimeControlSchema.describe('How much time each seat has.'),
    policy: TimeoutPolicySchema.default({
      onTimeout: 'bot',
      botPolicy: 'random',
      takeOverAfter: 3,
      noShow: 'auto',
      noHumanLeft: 'playOut',
    }).describe('What a timeout does.'),
  })
  .meta({ id: 'ClockSettings', description: 'A game’s time control and what running out of time does.' });

export type TimeControl = z.infer<typeof TimeControlSchema>;
export type TimeoutPolicy = z.infer<typeof TimeoutPolicySchema>;
export type ClockSettings = z.infer<typeof ClockSettingsSchema>;
