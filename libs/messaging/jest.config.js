module.exports = { displayName: 'messaging', preset: '../../jest.preset.js', rootDir: __dirname };
