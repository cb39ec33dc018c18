// `npm run history:rebuild`: drops history's read models, rebuilds them from the game events
// topic (or the engine's event store), then compares them with the store.
//   --from kafka|store     what to fold (default kafka: the topic from its start under a fresh
//                          consumer group; store: the engine's game_events_v2 by COPY, the games
//                          split into partitions folded in worker threads, no broker needed --into)
//   --partitions N         worker threads of a rebuild from the store (default: one per core)
//   --into SCHEMA          rebuild side by side into SCHEMA (the live read models stay as they are)
//                          (a schema holding anything but read models is refused, never dropped)
//   --engine-schema NAME   where the engine's streams and events are (default ENGINE_SCHEMA or engine)
// Without --into it rebuilds HISTORY_SCHEMA (default history) in place: stop the history service
// first; the service's group then goes on from where the rebuild ended (from the store: from the
// topic's ends when it began, skipping what it applied already).
// Exit code: 0 rebuilt and matching, 1 refused or failed, 2 rebuilt but different.
import { rebuildHistory, runCommand } from '@empires/read-models';
import { rulesetRegistry } from '@empires/rulesets';

// Each worker thread of the rebuild loads the rulesets itself from here.
const shipped = { module: '@empires/rulesets', exportName: 'rulesetRegistry' };

runCommand((registry, argv) => rebuildHistory(registry, argv, shipped), rulesetRegistry());
