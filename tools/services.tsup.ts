import { defineConfig } from 'tsup';

// `npm run build`: the five services compiled ahead into dist/services/<name>.js, each one
// CommonJS file holding the project's libraries (swc keeps Nest's decorator metadata), its npm
// dependencies left to node_modules. `npm start` and the container image start these.
const services = ['engine', 'history', 'matchmaking', 'bot-runner', 'gateway'];

export default defineConfig({
  entry: Object.fromEntries(services.map((s) => [s, `apps/${s}/src/main.ts`])),
  outDir: 'dist/services',
  format: ['cjs'],
  target: 'node20',
  platform: 'node',
  tsconfig: 'tsconfig.base.json',
  clean: true,
  splitting: false,
  sourcemap: true,
});
