import { z } from 'zod';

/** Declared here, described for clients; `rulings.ts` says what each version decided. */
export const riskRulingsSchema = z
  .strictObject({
    openPurchaseStep: z
      .boolean()
      .describe(
        "1.1.0: the rules pass a seat's Purchase step by themselves only on public facts (no goods cards, nothing its credits alone buy).",
      ),
  })
  .meta({ id: 'RiskRulings', description: 'The rulings of the ruleset version that set the game up.' });
