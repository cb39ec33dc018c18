// Services as real processes, talking through the real broker and PostgreSQL.
module.exports = {
  displayName: 'e2e',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/support/timeout.ts'],
};
