import type { BotLevelsQuery } from '@empires/client';
import { useApi } from '../api';
import { useLoad, type Loaded } from '../use-load';

export type BotLevelOffer = BotLevelsQuery['botLevels'][number];

/** The levels of bot a ruleset offers, as the server describes them (how each plays that ruleset). */
export function useBotLevels(ruleset: string | undefined): Loaded<readonly BotLevelOffer[]> {
  const { client } = useApi();
  return useLoad(() => (ruleset ? client.botLevels(ruleset) : Promise.resolve([])), [client, ruleset]);
}

/** A bot seat in words: its level where one was chosen, else the policy it was named by. */
export const botLabel = (seat: { level: string | null; policy: string | null }): string =>
  seat.level?.toLowerCase() ?? seat.policy ?? 'bot';
