// Files imported as text (the gateway's SDL), for jest as tsup's text loader bundles them.
module.exports = { process: (source) => ({ code: `module.exports = ${JSON.stringify(source)};` }) };
