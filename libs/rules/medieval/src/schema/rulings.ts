import { z } from 'zod';

/** Declared here, described for clients; `rulings.ts` says what each version decided. */
export const medievalRulingsSchema = z
  .strictObject({
    rollsRecorded: z
      .boolean()
      .describe(
        '1.1.0: every die that decides something is written into an event (TieBrokenByDie, DiceRolled), so the dice can be audited.',
      ),
  })
  .meta({ id: 'MedievalRulings', description: 'The rulings of the ruleset version that set the game up.' });
