// The SDL is imported as text: tsup's text loader inlines it in the bundle; under jest and
// tools/run.mjs, tools/support/text-transform.js and text-require.js read it alike.
declare module '*.graphql' {
  const sdl: string;
  export default sdl;
}
