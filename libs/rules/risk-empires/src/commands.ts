import type { ReadonlyDeep } from '@empires/rules-kernel';
import type { z } from 'zod';
import type { riskCommandSchema } from './schema/commands';

/**
 * Commands, imperative, as declared in `schema/commands.ts`. Territories and seats are numbers
 * (territory = index in the map data; see `territoryIndex`). Goods cards are ids 0..57, territory
 * cards 0..43, Empire Cards codes `suit * 13 + rank - 1`.
 */
export type RiskCommand = ReadonlyDeep<z.infer<typeof riskCommandSchema>>;
