import { serviceRole, type ServiceDatabase } from '@empires/database';
import { AnalyticsViews1732400000001 } from './migrations/1732400000001-analytics-views';
import { ReadModels1732400000000 } from './migrations/1732400000000-read-models';
import { EventRuns1732400000002 } from './migrations/1732400000002-event-runs';
import { GameAnalyses1732400000003 } from './migrations/1732400000003-game-analyses';

export const historyMigrations = [
  ReadModels1732400000000,
  AnalyticsViews1732400000001,
  EventRuns1732400000002,
  GameAnalyses1732400000003,
];

/** The schema history owns (`HISTORY_SCHEMA` overrides it, as `ENGINE_SCHEMA` does the engine's). */
export const historySchema = (env: NodeJS.ProcessEnv = process.env): string => env.HISTORY_SCHEMA ?? 'history';

export const historyDatabase = (url: string, schema: string): ServiceDatabase => ({
  url,
  role: serviceRole('history'),
  schema,
  migrations: historyMigrations,
});
