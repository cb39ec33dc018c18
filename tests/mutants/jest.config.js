// The broken variants of tests/mutants kept usable: each still applies to the code it breaks
// (`npm run mutants` runs each against its test; this only checks that each can still be applied).
module.exports = { displayName: 'mutants', preset: '../../jest.preset.js', rootDir: __dirname };
