module.exports = { displayName: 'rules-risk-empires', preset: '../../../jest.preset.js', rootDir: __dirname };
