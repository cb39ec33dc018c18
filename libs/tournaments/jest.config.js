module.exports = { displayName: 'tournaments', preset: '../../jest.preset.js', rootDir: __dirname };
