module.exports = { displayName: 'engine-core', preset: '../../jest.preset.js', rootDir: __dirname };
