module.exports = { displayName: 'engine-lib', preset: '../../jest.preset.js', rootDir: __dirname };
