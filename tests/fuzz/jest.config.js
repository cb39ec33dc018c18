// Property tests that throw malformed and schema-shaped wrong input at the engine's decider:
// a few thousand inputs in `npm test`, `npm run fuzz` for the long run (FUZZ_RUNS per ruleset).
module.exports = { displayName: 'fuzz', preset: '../../jest.preset.js', rootDir: __dirname };
