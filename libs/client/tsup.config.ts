import { defineConfig } from 'tsup';

// The project's libraries (rules, contracts, engine-core) and graphql-ws are bundled in; zod stays
// a dependency, since the bundled rulesets' schemas are zod's and its types appear in ours. In
// Node before 22 a WebSocket comes from `ws`, passed in as `webSocketImpl`.
export default defineConfig({
  entry: { index: 'libs/client/src/index.ts' },
  outDir: 'libs/client/dist',
  format: ['cjs', 'esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: { resolve: true },
  external: ['zod'],
  noExternal: [/^(?!zod$).*/],
  tsconfig: 'tsconfig.base.json',
  clean: true,
  sourcemap: true,
});
