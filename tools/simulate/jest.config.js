module.exports = { displayName: 'simulate', preset: '../../jest.preset.js', rootDir: __dirname };
