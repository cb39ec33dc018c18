module.exports = { displayName: 'matchmaking-lib', preset: '../../jest.preset.js', rootDir: __dirname };
