module.exports = { displayName: 'rules-kernel', preset: '../../../jest.preset.js', rootDir: __dirname };
