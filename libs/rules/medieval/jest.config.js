module.exports = { displayName: 'rules-medieval', preset: '../../../jest.preset.js', rootDir: __dirname };
