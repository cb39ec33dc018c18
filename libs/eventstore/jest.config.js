module.exports = { displayName: 'eventstore', preset: '../../jest.preset.js', rootDir: __dirname };
