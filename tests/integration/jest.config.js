// Libraries against the real broker and the real PostgreSQL.
module.exports = {
  displayName: 'integration',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/support/timeout.ts'],
};
