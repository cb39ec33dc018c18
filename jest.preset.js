// Shared by every project: swc for speed (tsc type-checks separately), path aliases from tsconfig.
const { resolve } = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias}$`, resolve(__dirname, target)]),
);

const ESM_ONLY = ['jose'];

module.exports = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper,
  transform: {
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
    '^.+\\.graphql$': resolve(__dirname, 'tools/support/text-transform.js'),
    // ESM-only packages, turned into CommonJS for jest's module loader (Node itself requires them as they are).
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
};
