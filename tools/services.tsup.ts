import { defineConfig, type Options } from 'tsup';

/**
 * Entry points compiled each into one CommonJS file holding the project's libraries (swc keeps
 * Nest's decorator metadata), npm dependencies left to node_modules. The test stacks bundle their
 * service entries alike (tests/e2e/support/service-bundles.ts).
 */
export function serviceBundle(entry: Record<string, string>, outDir: string): Options {
  return {
    entry,
    outDir,
    format: ['cjs'],
    target: 'node20',
    platform: 'node',
    tsconfig: 'tsconfig.base.json',
    clean: true,
    splitting: false,
    sourcemap: true,
    // The gateway's SDL (apps/gateway/schema.graphql), inlined as text: the bundle needs no file beside it.
    loader: { '.graphql': 'text' },
  };
}

// `npm run build`: the five services compiled ahead into dist/services/<name>.js. `npm start` and the
// container image start these.
const services = ['engine', 'history', 'matchmaking', 'bot-runner', 'gateway'];

export default defineConfig(
  serviceBundle(Object.fromEntries(services.map((s) => [s, `apps/${s}/src/main.ts`])), 'dist/services'),
);
