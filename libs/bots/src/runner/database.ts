import { serviceDatabaseFor } from '@empires/database';
import { BotGames1732500000000 } from './1732500000000-bot-games';

export const botRunnerMigrations = [BotGames1732500000000];

export const botRunnerDatabase = serviceDatabaseFor('bot-runner', botRunnerMigrations);
