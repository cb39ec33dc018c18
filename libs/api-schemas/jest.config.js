module.exports = { displayName: 'api-schemas', preset: '../../jest.preset.js', rootDir: __dirname };
