module.exports = { displayName: 'api-compat', preset: '../../jest.preset.js', rootDir: __dirname };
