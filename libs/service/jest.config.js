module.exports = { displayName: 'service', preset: '../../jest.preset.js', rootDir: __dirname };
