import { z } from 'zod';

/** Declared here, described for clients; `rulings.ts` says what each version decided. */
export const warlordsRulingsSchema = z
  .strictObject({
    clockwise: z
      .boolean()
      .describe(
        '1.1.0: play moves clockwise around the board from the player who took the first turn (S004 Start 1); 1.0.0: each player picked a turn place.',
      ),
    shuffledBoxes: z
      .boolean()
      .describe(
        "1.1.0: when the dice put a player's generals in their boxes (placement auto), they shuffle them, so a public draft does not tell which piece is which.",
      ),
  })
  .meta({ id: 'WarlordsRulings', description: 'The rulings of the ruleset version that set the game up.' });
