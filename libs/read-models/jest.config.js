module.exports = { displayName: 'read-models', preset: '../../jest.preset.js', rootDir: __dirname };
