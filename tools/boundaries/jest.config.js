module.exports = {
  displayName: 'boundaries',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testTimeout: 120_000,
};
