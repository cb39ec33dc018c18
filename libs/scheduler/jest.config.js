module.exports = { displayName: 'scheduler', preset: '../../jest.preset.js', rootDir: __dirname };
