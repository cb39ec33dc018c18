import { z } from 'zod';
import { BOARDS } from '../board/boards';

const boardNames = Object.keys(BOARDS) as [string, ...string[]];
/** The most rounds of bans, and of force turns, a draft may have; with the picks it bounds a draft's steps. */
export const MAX_DRAFT_ROUNDS = 2;

/** The options of a game, declared once: the `WarlordsOptions` type, the validator and the JSON Schema. */
export const warlordsOptionsSchema = z
  .strictObject({
    board: z
      .enum(boardNames)
      .default('six-empires')
      .describe(
        'The board: six-empires (Carrion and six empires, 2 to 6 players) or duel (two empires facing across Carrion, 2 players).',
      ),
    sides: z
      .enum(['choose', 'auto'])
      .default('choose')
      .describe('Players pick their empire and turn place in d20 order (choose), or the dice pick for them (auto).'),
    placement: z
      .enum(['manual', 'auto'])
      .default('manual')
      .describe(
        'Players put their generals in the numbered boxes and place towns, supply lines and generals themselves (manual), or the dice do it legally (auto).',
      ),
    roundLimit: z
      .int()
      .min(1)
      .nullable()
      .default(null)
      .describe('After this many rounds the game ends and the score ranks the players; null plays to a real ending.'),
    generals: z
      .enum(['deal', 'draft'])
      .default('deal')
      .describe('Five generals dealt face down to each player (deal), or drafted in the open (draft).'),
    draftBans: z
      .int()
      .min(0)
      .max(MAX_DRAFT_ROUNDS)
      .default(0)
      .describe('Draft only: rounds in which each player bans one general no other player may draft.'),
    draftForces: z
      .int()
      .min(0)
      .max(MAX_DRAFT_ROUNDS)
      .default(0)
      .describe('Draft only: rounds in which each player forces a general on another player.'),
  })
  .meta({ title: 'warlords options', description: 'The options of a warlords game; every one may be left out.' });
