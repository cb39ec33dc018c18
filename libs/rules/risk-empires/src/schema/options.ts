import { z } from 'zod';

/** The most army pieces a game may give each player; also bounds the armies any command moves. */
export const MAX_ARMY_STOCK = 1000;
/** The most offers one seat may make in a Trade step; with 6 seats it bounds the offer ids of a step. */
export const MAX_TRADE_OFFER_CAP = 50;

/** The options of a game, declared once: the `RiskOptions` type, the validator and the JSON Schema. */
export const riskOptionsSchema = z
  .strictObject({
    setup: z
      .enum(['standard', 'byChoice', 'dealt'])
      .default('standard')
      .describe(
        'How territories are taken at the start: claimed one at a time in turn (standard), claimed in a snake order that reverses each pass (byChoice), or dealt out from the territory cards (dealt).',
      ),
    roundLimit: z
      .int()
      .min(0)
      .max(10000)
      .default(0)
      .describe('After this round the game ends and the highest Empire Card value wins; 0 plays to a real ending.'),
    armyStock: z
      .int()
      .min(40)
      .max(MAX_ARMY_STOCK)
      .default(100)
      .describe('Army pieces each player owns; placing an army or turning a city back into armies needs free pieces.'),
    tradeOfferCap: z
      .int()
      .min(0)
      .max(MAX_TRADE_OFFER_CAP)
      .default(3)
      .describe('Most trade offers one player may make in one Trade step.'),
  })
  .meta({
    title: 'risk-empires options',
    description: 'The options of a risk-empires game; every one may be left out.',
  });
