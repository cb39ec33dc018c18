module.exports = { displayName: 'tools-support', preset: '../../jest.preset.js', rootDir: __dirname };
