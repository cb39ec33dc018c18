import { isLevelRefusal, levelOffer, levelsOf } from '@empires/bots';
import type { BotLevel, BotLevelView } from '@empires/contracts';
import { rulesetOf, type HandlerContext } from './requests/context';
import { refuse } from './requests/errors';

/** The levels of bot a ruleset offers, weakest first. */
export const offeredLevels = (ctx: HandlerContext, rulesetId: string): BotLevel[] =>
  levelsOf(rulesetId, ctx.bots(rulesetId)).map((o) => o.level);

/** The level asked for, if the ruleset offers it; refused (UNKNOWN_BOT_LEVEL, BOT_LEVEL_NOT_OFFERED) if not. */
export function offeredLevel(ctx: HandlerContext, rulesetId: string, level: unknown): BotLevel {
  const offer = levelOffer(rulesetId, level, ctx.bots(rulesetId));
  return isLevelRefusal(offer) ? refuse(offer.code, offer.message) : offer.level;
}

/** What a user picks a bot by: each level a ruleset offers, with how it plays there. */
export function botLevels(ctx: HandlerContext, p: { ruleset?: unknown }): BotLevelView[] {
  const ruleset = rulesetOf(ctx, p.ruleset);
  return levelsOf(ruleset.id, ctx.bots(ruleset.id)).map(({ level, name, description }) => ({
    level,
    name,
    description,
  }));
}
