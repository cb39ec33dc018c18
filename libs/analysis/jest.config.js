// hyparquet-writer is published as ES modules only: swc turns it into CommonJS for jest.
const preset = require('../../jest.preset.js');

module.exports = {
  displayName: 'analysis',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  transform: {
    ...preset.transform,
    '^.+/node_modules/hyparquet(-writer)?/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!hyparquet)'],
};
