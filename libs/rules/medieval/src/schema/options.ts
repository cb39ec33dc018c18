import { z } from 'zod';
import { MILLENNIUM } from '../data/millennium';

const empireIds = MILLENNIUM.empires.map((e) => e.id) as [string, ...string[]];
const droppable = MILLENNIUM.droppable.map((i) => empireIds[i]);
const count = (min: number) => z.int().min(min);

/**
 * The options of a game, declared once: the `MedievalOptions` type, the validator and the JSON
 * Schema. The design's named settings (M31) with their defaults, plus the server's own.
 */
export const medievalOptionsSchema = z
  .strictObject({
    scenario: z
      .enum(['millennium', 'quickstart'])
      .default('millennium')
      .describe(
        'Millennium: seven empires over 20 rounds (976-1075). Quickstart: German Empire, France and Burgundy over 8 rounds.',
      ),
    empires: z
      .array(z.enum(empireIds))
      .default([])
      .describe(
        'The empire each seat plays, seat 0 first; empty gives the scenario order. Empires no seat plays are run by the rules.',
      ),
    rounds: count(0).default(0).describe("Rounds in the game; 0 plays the scenario's length."),
    roundLimit: count(0)
      .default(0)
      .describe('For bot games: the game is scored after this many rounds; 0 means no limit.'),
    rebellionModel: z
      .enum(['twoStep', 'oneStep'])
      .default('twoStep')
      .describe(
        'A failed rebellion check (M18.4) puts a calm area into unrest and makes one already in unrest rebel (twoStep), or makes every such area rebel (oneStep).',
      ),
    crownIncome: count(0)
      .default(3)
      .describe('Gold an empire with a court gains at each taxation besides its areas (0: areas only).'),
    fortLossOnConquest: count(0).default(1).describe('Fortification levels an area loses when it is conquered.'),
    naturalRecovery: z
      .boolean()
      .default(true)
      .describe('Unowned areas below social state +1 gain 1 at the end of each round.'),
    claimBonusVP: count(0).default(3).describe('Victory points for each area an empire owns and holds a claim on.'),
    handicaps: z
      .union([z.boolean(), z.array(z.number()).length(MILLENNIUM.empires.length)])
      .default(true)
      .describe(
        "Points added to the score of the seat playing each empire (M26.5): true for this version's table, false for none, or one number per empire in scenario order.",
      ),
    dropEmpire: z
      .enum(['', ...droppable])
      .default('')
      .describe("An empire left out of Millennium (S001 33.11): its areas become independent; '' keeps all seven."),
    seaReach: count(0)
      .default(1)
      .describe('Sea areas an endeavour may cross from a coast; a seafaring people reaches one more.'),
    raiders: z.boolean().default(true).describe('Saracens, Magyars and Vikings raid the coasts and borders (M23).'),
    magnates: z
      .boolean()
      .default(true)
      .describe('Magnates may rise in rebellious areas and fight for themselves (M24).'),
    yearTables: z
      .literal('M8.3-v1')
      .default('M8.3-v1')
      .describe('The Year Card result tables (only the design v1 exists).'),
    statureCheck: z
      .literal('M7.2-v1')
      .default('M7.2-v1')
      .describe('The stature check procedure (only the design v1 exists).'),
    taxCap: z
      .literal('max(0,SS)')
      .default('max(0,SS)')
      .describe('Most gold a taxation may levy on one area (only max(0, SS) exists).'),
    plunderGold: z
      .literal('max(1,Pop+SS)')
      .default('max(1,Pop+SS)')
      .describe('Gold a pillage or plunder yields (only max(1, Pop + SS) exists).'),
    statureCheckMarks: z
      .array(z.int().min(1).max(56))
      .default([7, 14, 21, 28, 35, 42, 49, 56])
      .describe("The Year Cards (1-56) whose turning up checks the leader's statures."),
    magnateOnRebellion: count(0)
      .default(5)
      .describe('A rebellion raises a Magnate on a d6 of at least this; 7 means never.'),
    magnateLimit: count(0).default(6).describe('Most Magnates in play at once.'),
    magnateConquestLimit: count(0).default(4).describe('A Magnate stops conquering once it holds this many areas.'),
    allianceTieRule: z
      .enum(['presentStatusWins', 'reroll'])
      .default('presentStatusWins')
      .describe(
        'When alliance rolls tie for the highest total (S001 33.44): the present status stays, or the tied roll again.',
      ),
  })
  .meta({ title: 'medieval options', description: 'The options of a medieval game; every one may be left out.' });
