// `npm run api-docs`: docs/api/<ruleset>.md for every shipped ruleset that declares its command
// schema, from its schemas and descriptor, formatted as prettier leaves them;
// libs/api-schemas/src/api-docs.spec.ts checks they are current and that every example is accepted.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandExamples, rulesetPage } from '@empires/api-schemas';
import { rulesetRegistry } from '@empires/rulesets';
import { format, resolveConfig } from 'prettier';

async function main(): Promise<void> {
  for (const ruleset of rulesetRegistry().latest()) {
    if (!ruleset.schemas.commands) continue;
    const path = join(__dirname, '..', 'docs/api', `${ruleset.id}.md`);
    const page = rulesetPage(ruleset, commandExamples(ruleset));
    writeFileSync(path, await format(page, { ...(await resolveConfig(path)), filepath: path }));
    console.log(`wrote ${path}`);
  }
}

void main();
