import type { BotLevelView } from '@empires/contracts';
import { gqlError } from '@empires/gateway';
import type { Backend } from '../common/backend';

/** Refuses a bot level the ruleset does not offer (BOT_LEVEL_NOT_OFFERED); asks only when a level is named. */
export async function requireOffered(backend: Backend, ruleset: string, levels: readonly string[]): Promise<void> {
  if (levels.length === 0) return;
  const offers = await backend.question<BotLevelView[]>({ type: 'BotLevels', payload: { ruleset } });
  const missing = levels.find((level) => !offers.some((o) => o.level === level));
  if (missing !== undefined)
    throw gqlError(
      'BAD_USER_INPUT',
      `${ruleset} offers no ${missing} bot; it offers ${offers.map((o) => o.level).join(', ')}`,
      'BOT_LEVEL_NOT_OFFERED',
    );
}

/** The level of bot a clock's take-over names, if any (its `policy.botLevel`). */
export function standInLevel(clock: unknown): string[] {
  const level = (clock as { policy?: { botLevel?: unknown } } | null | undefined)?.policy?.botLevel;
  return typeof level === 'string' ? [level] : [];
}
