// The whole stack under faults: every service and the broker killed (SIGKILL) while bot games run.
// `npm test` runs a small round; `npm run chaos` the full one (CHAOS_GAMES, CHAOS_ROUNDS).
module.exports = {
  displayName: 'chaos',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/support/timeout.ts'],
};
