import { newSkill, ordinalOf, PROVISIONAL_GAMES, type Skill } from '../ratings';
import { DELETED_PLAYER, isBotLevel, type BotLevel, type RatingView } from '@empires/contracts';
import type { Queryable } from '@empires/database';

export interface StoredSkill extends Skill {
  readonly games: number;
}

export async function skillsOf(
  db: Queryable,
  rulesetId: string,
  playerIds: readonly string[],
): Promise<Map<string, StoredSkill>> {
  const rows = await db.query<{ player_id: string; mu: number; sigma: number; games: number }>(
    `SELECT player_id, mu, sigma, games FROM ratings WHERE ruleset_id = $1 AND player_id = ANY($2::text[])`,
    [rulesetId, playerIds],
  );
  const found = new Map(rows.map((r) => [r.player_id, { mu: r.mu, sigma: r.sigma, games: r.games }]));
  return new Map(playerIds.map((id) => [id, found.get(id) ?? { ...newSkill(), games: 0 }]));
}

/** One player's skill in a ruleset (a new player's, where they have none yet). */
export async function skillOf(db: Queryable, rulesetId: string, playerId: string): Promise<StoredSkill> {
  const [skill] = (await skillsOf(db, rulesetId, [playerId])).values();
  return skill;
}

/** The level a rating's player id names (`bot:<level>`), for a built-in bot level. */
const levelOf = (playerId: string): BotLevel | undefined => {
  const level = playerId.startsWith('bot:') ? playerId.slice(4) : undefined;
  return isBotLevel(level) ? level : undefined;
};

const levelName = (level: BotLevel) => `${level[0].toUpperCase()}${level.slice(1)} bot`;

export const ratingView = (r: {
  player_id: string;
  name: string | null;
  bot?: boolean;
  ruleset_id: string;
  mu: number;
  sigma: number;
  games: number;
}): RatingView => {
  const level = levelOf(r.player_id);
  return {
    playerId: r.player_id,
    name: level ? levelName(level) : (r.name ?? DELETED_PLAYER),
    bot: r.bot === true || level !== undefined,
    ...(level ? { level } : {}),
    ruleset: r.ruleset_id,
    mu: r.mu,
    sigma: r.sigma,
    ordinal: ordinalOf(r),
    games: r.games,
    provisional: r.games < PROVISIONAL_GAMES,
  };
};
