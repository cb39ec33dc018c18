// Files imported as text (the gateway's SDL), for Node as tsup's text loader bundles them:
// tools/run.mjs loads this hook beside swc's.
const { readFileSync } = require('node:fs');

require.extensions['.graphql'] = (module, filename) => {
  module.exports = readFileSync(filename, 'utf8');
};
