import nx from '@nx/eslint-plugin';

// What rules libraries may import from npm: the schema library, the seeded random numbers, and
// (in their tests and test kits) the property-test library.
const RULES_IMPORTS = ['zod', 'pure-rand', 'pure-rand/*', 'fast-check'];

// Bare names as paths (a pattern 'events' would also forbid a ruleset's own './events').
const nodeBuiltins = [
  'fs',
  'path',
  'os',
  'crypto',
  'child_process',
  'net',
  'http',
  'https',
  'stream',
  'events',
  'util',
  'worker_threads',
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    // Build products (codegen's output) and vendored code keep their authors' style, not ours.
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/.data',
      '**/tmp',
      '**/generated/**',
      '**/vendor/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The browser tests start the stack as the end-to-end tests do, with their own support.
          allow: ['../e2e/support/*', '../../e2e/support/*'],
          depConstraints: [
            // By type: what a library may build on. Rules are pure: a ruleset sees only the kernel
            // (and the seeded-random and schema libraries below); domain libraries are pure logic
            // over the rules; adapters do I/O; apps are wiring; tests see everything.
            { sourceTag: 'type:kernel', onlyDependOnLibsWithTags: [], allowedExternalImports: RULES_IMPORTS },
            {
              sourceTag: 'type:rules',
              onlyDependOnLibsWithTags: ['type:kernel', 'type:rules'],
              allowedExternalImports: RULES_IMPORTS,
            },
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:kernel', 'type:rules', 'type:domain', 'type:testing'],
            },
            { sourceTag: 'type:client', onlyDependOnLibsWithTags: ['type:kernel', 'type:rules', 'type:domain'] },
            {
              sourceTag: 'type:adapter',
              onlyDependOnLibsWithTags: ['type:kernel', 'type:rules', 'type:domain', 'type:adapter', 'type:testing'],
            },
            {
              sourceTag: 'type:testing',
              onlyDependOnLibsWithTags: ['type:kernel', 'type:rules', 'type:domain', 'type:adapter'],
            },
            // The web client builds on the SDK and the pure rules it folds events with, nothing else.
            { sourceTag: 'type:webapp', onlyDependOnLibsWithTags: ['type:client', 'type:kernel', 'type:rules'] },
            // The analyst's command line is a client: the SDK, and the pure libraries it bundles.
            {
              sourceTag: 'type:cli',
              onlyDependOnLibsWithTags: ['type:client', 'type:kernel', 'type:rules', 'type:domain'],
            },
            // Apps never import apps.
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:kernel', 'type:rules', 'type:domain', 'type:adapter'],
            },
            {
              sourceTag: 'type:test',
              onlyDependOnLibsWithTags: [
                'type:kernel',
                'type:rules',
                'type:domain',
                'type:adapter',
                'type:testing',
                'type:app',
                'type:client',
              ],
            },
            // By scope: each service's libraries are its own; what services share is `scope:shared`.
            { sourceTag: 'scope:rules', onlyDependOnLibsWithTags: ['scope:rules'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:rules', 'scope:shared'] },
            { sourceTag: 'scope:engine', onlyDependOnLibsWithTags: ['scope:rules', 'scope:shared', 'scope:engine'] },
            {
              sourceTag: 'scope:history',
              onlyDependOnLibsWithTags: ['scope:rules', 'scope:shared', 'scope:history', 'scope:bots'],
            },
            { sourceTag: 'scope:bots', onlyDependOnLibsWithTags: ['scope:rules', 'scope:shared', 'scope:bots'] },
            { sourceTag: 'scope:bot-runner', onlyDependOnLibsWithTags: ['scope:rules', 'scope:shared', 'scope:bots'] },
            {
              sourceTag: 'scope:matchmaking',
              onlyDependOnLibsWithTags: ['scope:rules', 'scope:shared', 'scope:matchmaking', 'scope:bots'],
            },
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:rules', 'scope:shared', 'scope:gateway'] },
            { sourceTag: 'scope:client', onlyDependOnLibsWithTags: ['scope:rules', 'scope:shared', 'scope:client'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A value that "must be there" says so in the code (a narrowing, or an error naming what is missing).
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    // In a test a missing value fails the test anyway, at the line that assumed it.
    files: ['**/*.spec.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // No I/O, no clock, no Math.random in the rules: every replay must be identical.
    files: ['libs/rules/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/bench/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: nodeBuiltins, patterns: ['node:*'] }],
      'no-restricted-globals': ['error', 'process', 'setTimeout', 'setInterval', 'fetch', 'require'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Roll with the seeded Dice.',
        },
        { selector: "NewExpression[callee.name='Date']", message: 'Rules have no clock.' },
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'Rules have no clock.' },
      ],
    },
  },
];
