import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCommand } from '@empires/rules-kernel';
import { rulesetRegistry } from '@empires/rulesets';
import { execFileSync } from 'node:child_process';
import { commandExamples, rulesetPage } from './api-docs';

const root = join(__dirname, '../../..');
const documented = rulesetRegistry()
  .latest()
  .filter((r) => r.schemas.commands);

describe.each(documented.map((r) => [r.id, r] as const))('docs/api/%s.md', (id, ruleset) => {
  const examples = commandExamples(ruleset);

  it('shows an example of every command, each one the rules accepted in a game, or declared by the ruleset, and its schema takes', () => {
    const json = JSON.parse(readFileSync(join(root, 'docs/schemas', id, 'commands.schema.json'), 'utf8'));
    const types = JSON.stringify(json.oneOf)
      .match(/#\/\$defs\/[A-Za-z]+/g)!
      .map((r) => r.slice(8));
    // Commands random play from the start never reaches carry an example in their schema instead.
    const declared = new Map(
      types.flatMap((type) => (json.$defs[type].examples ?? []).map((command: unknown) => [type, command] as const)),
    );
    expect([...new Set([...examples.keys(), ...declared.keys()])].sort()).toEqual([...types].sort());
    for (const example of examples.values()) expect(checkCommand(ruleset, example.command)).toBeUndefined();
    for (const command of declared.values()) expect(checkCommand(ruleset, command)).toBeUndefined();
  });

  it('is current (npm run api-docs)', () => {
    const path = join(root, 'docs/api', `${id}.md`);
    // Prettier formats it in a process of its own: it loads its plugins as ES modules, which jest cannot.
    const page = execFileSync('npx', ['prettier', '--stdin-filepath', path], {
      cwd: root,
      input: rulesetPage(ruleset, examples),
      encoding: 'utf8',
    });
    expect(readFileSync(path, 'utf8')).toBe(page);
  });
});
