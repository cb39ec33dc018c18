import nx from '@nx/eslint-plugin';

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
  { ignores: ['**/node_modules', '**/dist', '**/.data', '**/tmp', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  {
    files: ['**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // Rules are pure: a ruleset sees only the kernel, the kernel sees nothing of ours.
            { sourceTag: 'type:kernel', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:ruleset', onlyDependOnLibsWithTags: ['type:kernel'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:kernel', 'type:ruleset', 'type:lib'] },
            // Apps never import apps.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:kernel', 'type:ruleset', 'type:lib'] },
            {
              sourceTag: 'type:test',
              onlyDependOnLibsWithTags: ['type:kernel', 'type:ruleset', 'type:lib', 'type:app'],
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
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
