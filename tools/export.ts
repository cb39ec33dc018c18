// `npm run export -- --ruleset risk-empires --since 2026-01-01 --out games.ndjson`: the full event
// streams of the matching games as NDJSON envelopes, streamed from history's read models.
//   --ruleset ID[@VERSION]  --since DATE  --until DATE  --status open|playing|finished|aborted
//   --game ID (repeatable)  --out FILE (default: stdout)
// Finished games come whole, with their revealed seed (the SeedRevealed event); running
// games as a spectator sees them. A progress bar goes to stderr. See docs/analytics.md.
import { exportGames, runCommand } from '@empires/read-models';
import { rulesetRegistry } from '@empires/rulesets';

runCommand(exportGames, rulesetRegistry());
