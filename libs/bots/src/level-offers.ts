import { BOT_LEVELS, isBotLevel, type BotLevel, type BotLevelView } from '@empires/contracts';
import { policyFor, type RulesetBots } from './catalog';
import { LEVELS, UNKNOWN_RULESET_LEVELS, type LevelPlay } from './levels';
import type { Policy } from './policy';

/** A level as a ruleset offers it now: how it plays, and the policy spec that plays it. */
export interface LevelOffer extends BotLevelView {
  readonly policy: string;
}

/** Why a level was refused; nothing was changed. */
export interface LevelRefusal {
  readonly code: 'UNKNOWN_BOT_LEVEL' | 'BOT_LEVEL_NOT_OFFERED';
  readonly message: string;
}

export const isLevelRefusal = (value: LevelOffer | LevelRefusal): value is LevelRefusal => 'code' in value;

const NAMES: Readonly<Record<BotLevel, string>> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

const playable = (play: LevelPlay, bots: RulesetBots | undefined): boolean =>
  (!play.needs || bots?.[play.needs] !== undefined) && policyFor(play.policy, bots) !== undefined;

/** The levels a ruleset offers, weakest first, each as its bots can play it (`bots`: what they know of it). */
export function levelsOf(rulesetId: string, bots: RulesetBots | undefined): LevelOffer[] {
  const declared = LEVELS[rulesetId] ?? UNKNOWN_RULESET_LEVELS;
  return BOT_LEVELS.flatMap((level) => {
    const play = declared[level]?.find((p) => playable(p, bots));
    return play ? [{ level, name: NAMES[level], description: play.description, policy: play.policy }] : [];
  });
}

/** One level of a ruleset, or why it is refused: not a level at all, or one the ruleset does not offer. */
export function levelOffer(
  rulesetId: string,
  level: unknown,
  bots: RulesetBots | undefined,
): LevelOffer | LevelRefusal {
  if (!isBotLevel(level))
    return { code: 'UNKNOWN_BOT_LEVEL', message: `"${String(level)}" is not a bot level (${BOT_LEVELS.join(', ')})` };
  const offers = levelsOf(rulesetId, bots);
  return (
    offers.find((o) => o.level === level) ?? {
      code: 'BOT_LEVEL_NOT_OFFERED',
      message: `${rulesetId} offers no ${level} bot; it offers ${offers.map((o) => o.level).join(', ')}`,
    }
  );
}

/**
 * What plays a bot seat, whose `policy` names a level (played as the ruleset offers it now) or, from
 * before levels, a policy spec. Undefined when it names neither.
 */
export function seatPolicy(rulesetId: string, policy: string, bots: RulesetBots | undefined): Policy | undefined {
  if (!isBotLevel(policy)) return policyFor(policy, bots);
  const offer = levelOffer(rulesetId, policy, bots);
  return isLevelRefusal(offer) ? undefined : policyFor(offer.policy, bots);
}
