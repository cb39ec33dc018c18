import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The reference web client: React without a compiler plugin (esbuild turns TSX into calls of the
// automatic runtime), the project's libraries (the SDK and the pure rules it folds events with)
// taken from source by the workspace's path aliases, built into dist/apps/web for the gateway to serve.
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const paths: Record<string, string[]> = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'))
  .compilerOptions.paths;

export default defineConfig({
  root: here,
  base: '/',
  resolve: {
    alias: Object.fromEntries(Object.entries(paths).map(([name, [path]]) => [name, join(root, path)])),
  },
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: join(root, 'dist/apps/web'),
    emptyOutDir: true,
    sourcemap: true,
    // The rules of three rulesets travel with the page (it folds events itself): one chunk of about 1 MB.
    chunkSizeWarningLimit: 2_000,
  },
  server: { proxy: { '/graphql': { target: 'http://127.0.0.1:4000', ws: true }, '/schemas': 'http://127.0.0.1:4000' } },
});
