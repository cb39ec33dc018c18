import { ClockSettingsSchema, GameLifecycleEventSchema } from '@empires/contracts';
import { legalActionSchema, optionsJsonSchema, RulesetDescriptor, type AnyRuleset } from '@empires/rules-kernel';
import { z } from 'zod';

/**
 * Every event of a game of this ruleset: the engine's lifecycle events (`GameCreated`, ...,
 * `SeedRevealed`) and the ruleset's own, as a client receives them in one stream.
 */
const gameEvents = (events: z.ZodType) =>
  z.union([GameLifecycleEventSchema, events]).describe('An event of a game: its lifecycle or its ruleset’s own.');

/** A generated file of `docs/schemas/`: its path from the repository root and its JSON content. */
export interface SchemaFile {
  readonly path: string;
  readonly content: unknown;
}

/** What a client sends is read as input (defaults may be left out); what the server writes, as output. */
const input = (schema: z.ZodType): unknown => z.toJSONSchema(schema, { io: 'input' });
const output = (schema: z.ZodType): unknown => z.toJSONSchema(schema, { io: 'output' });

/**
 * The files written for each ruleset, from its own declarations; a declaration the ruleset does
 * not make yet (`undefined`) writes no file. Publishing another one is one more entry here.
 */
const perRuleset: readonly { readonly file: string; readonly content: (ruleset: AnyRuleset) => unknown }[] = [
  { file: 'descriptor.json', content: (r) => r.descriptor },
  { file: 'options.schema.json', content: (r) => optionsJsonSchema(r.schemas.options) },
  { file: 'commands.schema.json', content: (r) => r.schemas.commands && input(r.schemas.commands) },
  {
    file: 'legal-actions.schema.json',
    content: (r) => r.schemas.commands && output(legalActionSchema(r.schemas.commands)),
  },
  { file: 'events.schema.json', content: (r) => r.schemas.events && output(gameEvents(r.schemas.events)) },
  { file: 'view.schema.json', content: (r) => r.schemas.view && output(r.schemas.view) },
];

/** The files every ruleset shares. */
const shared: readonly { readonly file: string; readonly content: () => unknown }[] = [
  { file: 'descriptor.schema.json', content: () => z.toJSONSchema(RulesetDescriptor) },
  // What `createGame`'s `clock` takes (the engine fills in the policy's defaults).
  { file: 'clock-settings.schema.json', content: () => z.toJSONSchema(ClockSettingsSchema, { io: 'input' }) },
];

/** As JSON carries it: no undefined fields, plain objects only. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** Every file of `docs/schemas/` for the newest version of each ruleset given. */
export function schemaFiles(rulesets: readonly AnyRuleset[]): SchemaFile[] {
  return [
    ...shared.map(({ file, content }) => ({ path: `docs/schemas/${file}`, content: asJson(content()) })),
    ...rulesets.flatMap((ruleset) =>
      perRuleset.flatMap(({ file, content }) => {
        const declared = content(ruleset);
        return declared === undefined
          ? []
          : [{ path: `docs/schemas/${ruleset.id}/${file}`, content: asJson(declared) }];
      }),
    ),
  ];
}
