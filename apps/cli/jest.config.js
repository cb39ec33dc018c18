// The commands load their work with import('../run/x.js'), as the bundle's ES modules do: here it is the .ts file.
const preset = require('../../jest.preset.js');

module.exports = {
  displayName: 'cli',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  moduleNameMapper: { ...preset.moduleNameMapper, '^(\\.{1,2}/.*)\\.js$': '$1' },
};
