module.exports = { displayName: 'gateway-lib', preset: '../../jest.preset.js', rootDir: __dirname };
