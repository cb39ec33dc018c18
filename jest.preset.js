// Shared by every project: swc for speed (tsc type-checks separately), path aliases from tsconfig.
const { resolve } = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias}$`, resolve(__dirname, target)]),
);

// Packages that ship ES modules only: jest's CommonJS module system needs them compiled (Node
// itself requires them as they are).
const esmOnly = ['tournament-pairings'];

module.exports = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  transform: {
    [`/node_modules/(${esmOnly.join('|')})/.+\\.js$`]: [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};
