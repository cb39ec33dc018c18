module.exports = { displayName: 'bots', preset: '../../jest.preset.js', rootDir: __dirname };
