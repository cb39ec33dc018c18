// One run over every project, so CI gets one summary.
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const folders = ['libs/rules', 'libs', 'apps', 'tests', 'tools'];
const projects = folders.flatMap((folder) =>
  readdirSync(join(__dirname, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(__dirname, folder, entry.name, 'jest.config.js'))
    .filter(existsSync),
);

module.exports = { projects };
