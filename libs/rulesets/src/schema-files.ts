import { optionsJsonSchema, RulesetDescriptor, type AnyRuleset } from '@empires/rules-kernel';
import { z } from 'zod';

/** A generated file of `docs/schemas/`: its path from the repository root and its JSON content. */
export interface SchemaFile {
  readonly path: string;
  readonly content: unknown;
}

/**
 * The files written for each ruleset, from its own declarations. Publishing another declaration
 * (commands, events, views) is one more entry here.
 */
const perRuleset: readonly { readonly file: string; readonly content: (ruleset: AnyRuleset) => unknown }[] = [
  { file: 'descriptor.json', content: (r) => r.descriptor },
  { file: 'options.schema.json', content: (r) => optionsJsonSchema(r.schemas.options) },
];

/** The files every ruleset shares. */
const shared: readonly { readonly file: string; readonly content: () => unknown }[] = [
  { file: 'descriptor.schema.json', content: () => z.toJSONSchema(RulesetDescriptor) },
];

/** As JSON carries it: no undefined fields, plain objects only. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** Every file of `docs/schemas/` for the newest version of each ruleset given. */
export function schemaFiles(rulesets: readonly AnyRuleset[]): SchemaFile[] {
  return [
    ...shared.map(({ file, content }) => ({ path: `docs/schemas/${file}`, content: asJson(content()) })),
    ...rulesets.flatMap((ruleset) =>
      perRuleset.map(({ file, content }) => ({
        path: `docs/schemas/${ruleset.id}/${file}`,
        content: asJson(content(ruleset)),
      })),
    ),
  ];
}
