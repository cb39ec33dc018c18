import { serviceRole, type ServiceDatabase } from '@empires/database';
import { BotGames1732500000000 } from './1732500000000-bot-games';

export const botRunnerMigrations = [BotGames1732500000000];

/** The schema the bot-runner owns (`BOT_RUNNER_SCHEMA` overrides it, for tests). */
export const botRunnerSchema = (env: NodeJS.ProcessEnv = process.env): string => env.BOT_RUNNER_SCHEMA ?? 'bot_runner';

export const botRunnerDatabase = (url: string, schema: string): ServiceDatabase => ({
  url,
  role: serviceRole('bot-runner'),
  schema,
  migrations: botRunnerMigrations,
});
