// Services as real processes, talking through the real broker and PostgreSQL.
module.exports = {
  displayName: 'e2e',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  globalSetup: '<rootDir>/support/service-bundles.ts',
  globalTeardown: '<rootDir>/support/service-bundles-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/support/timeout.ts'],
};
