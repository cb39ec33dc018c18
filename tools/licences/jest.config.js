module.exports = { displayName: 'licences', preset: '../../jest.preset.js', rootDir: __dirname };
