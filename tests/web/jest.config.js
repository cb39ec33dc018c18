// The web client in Debian's Chromium (playwright-core), against the whole stack as real processes.
module.exports = {
  displayName: 'web',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.web.spec.ts'],
  globalSetup: '<rootDir>/../e2e/support/service-bundles.ts',
  globalTeardown: '<rootDir>/../e2e/support/service-bundles-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/../e2e/support/timeout.ts'],
};
