import { serviceDatabaseFor } from '@empires/database';
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

export const historyDatabase = serviceDatabaseFor('history', historyMigrations);
