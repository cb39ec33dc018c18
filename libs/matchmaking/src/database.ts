import { serviceDatabaseFor } from '@empires/database';
import { eventStoreMigrations } from '@empires/eventstore';
import { Matchmaking1732600000000 } from './migrations/1732600000000-matchmaking';
import { Tournaments1732700000000 } from './migrations/1732700000000-tournaments';
import { OpenTables1732900000000 } from './migrations/1732900000000-open-tables';
import { GameClocks1733000000000 } from './migrations/1733000000000-game-clocks';
import { Accounts1733200000000 } from './migrations/1733200000000-accounts';
import { Webhooks1733300000000 } from './migrations/1733300000000-webhooks';
import { RefusedGames1733400000000 } from './migrations/1733400000000-refused-games';
import { SeatsToResign1733500000000 } from './migrations/1733500000000-seats-to-resign';

/** Matchmaking's schema: an event store (its streams and outbox) beside its own tables. */
export const matchmakingMigrations = [
  ...eventStoreMigrations,
  Matchmaking1732600000000,
  Tournaments1732700000000,
  OpenTables1732900000000,
  GameClocks1733000000000,
  Accounts1733200000000,
  Webhooks1733300000000,
  RefusedGames1733400000000,
  SeatsToResign1733500000000,
];

export const matchmakingDatabase = serviceDatabaseFor('matchmaking', matchmakingMigrations);
