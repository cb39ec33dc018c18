module.exports = { displayName: 'rules-warlords', preset: '../../../jest.preset.js', rootDir: __dirname };
