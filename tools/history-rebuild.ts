// `npm run history:rebuild`: drops history's read models, rebuilds them from the start of the
// game events topic under a fresh consumer group, then compares them with the engine's store.
//   --into SCHEMA          rebuild side by side into SCHEMA (the live read models stay as they are)
//   --engine-schema NAME   where the engine's streams and events are (default ENGINE_SCHEMA or engine)
// Without --into it rebuilds HISTORY_SCHEMA (default history) in place: stop the history service
// first; the service's group then goes on from where the rebuild ended.
// Exit code: 0 rebuilt and matching, 1 refused or failed, 2 rebuilt but different.
import { rebuildHistory, runCommand } from '@empires/read-models';
import { rulesetRegistry } from '@empires/rulesets';

runCommand(rebuildHistory, rulesetRegistry());
