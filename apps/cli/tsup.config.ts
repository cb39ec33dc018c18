import { defineConfig } from 'tsup';

// One ES module holding the project's libraries (SDK, verifyGame, upcasters, rulesets, analysis)
// and zod; commander and hyparquet-writer stay dependencies of the package. Some bundled
// CommonJS code calls `require` for Node's own modules, which an ES module lacks: the banner gives it one.
export default defineConfig({
  entry: { empires: 'apps/cli/src/main.ts' },
  outDir: 'apps/cli/dist',
  outExtension: () => ({ js: '.mjs' }),
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  external: ['commander', 'hyparquet-writer'],
  noExternal: [/^(?!commander$|hyparquet-writer$).*/],
  tsconfig: 'tsconfig.base.json',
  clean: true,
  splitting: false,
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
});
