module.exports = { displayName: 'rulesets', preset: '../../jest.preset.js', rootDir: __dirname };
