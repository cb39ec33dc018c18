import { Dice, isViolation, play, sampleAction, start, type AnyRuleset, type Table } from '@empires/rules-kernel';
import { z } from 'zod';
import { schemaFiles } from './schema-files';

type Json = { readonly [key: string]: unknown };

/** A command of the ruleset as the rules accepted it in a game: the example its page shows. */
export interface CommandExample {
  readonly type: string;
  readonly command: unknown;
  /** The seat that played it; null for a command with no field, shown in its only form without a game reaching it. */
  readonly seat: number | null;
}

const SECRET = '5eed5eed5eed5eed5eed5eed5eed5eed';

/** How a game of exploration picks among legal actions of types already shown, given how often each type was played. */
type Policy = (actions: readonly { type: string }[], played: ReadonlyMap<string, number>, dice: Dice) => number;

/** Any of them alike. */
const anyAction: Policy = (actions, _played, dice) => dice.int(0, actions.length - 1);

/**
 * A type the less likely the more it was played: play is drawn away from the moves a game offers
 * all the time (moving, raising) towards what they lead to (battles and their decisions).
 */
const leastPlayed: Policy = (actions, played, dice) => {
  const weights = actions.map((a) => 1 / (1 + (played.get(a.type) ?? 0)) ** 2);
  let x = (dice.int(0, 999_999) / 1_000_000) * weights.reduce((a, b) => a + b, 0);
  let i = 0;
  while (i < actions.length - 1 && x >= weights[i]) x -= weights[i++];
  return i;
};

const secret = (g: number) => `${SECRET.slice(0, 30)}${(g % 256).toString(16).padStart(2, '0')}`;

/**
 * One seeded game of random legal moves, adding to `found` the first example of each command
 * type. A `searching` game is not ended by choice: a move that would end it (resigning, an agreed
 * end) is shown and taken back, so play goes on to what comes later.
 */
function explore(
  ruleset: AnyRuleset,
  options: unknown,
  g: number,
  maxMoves: number,
  searching: boolean,
  found: Map<string, CommandExample>,
): void {
  const [low, high] = [Math.max(ruleset.seats.min, 2), Math.min(ruleset.seats.max, 6)];
  const seats = low + (g % (high - low + 1));
  const opened = start(ruleset, { seats, options }, secret(g));
  if (isViolation(opened)) return;
  let table: Table<unknown> = opened.table;
  const dice = Dice.fromSeed(g + 1);
  const played = new Map<string, number>();
  const policy = searching ? leastPlayed : anyAction;
  for (let move = 0; move < maxMoves && !ruleset.outcome(table.state); move++) {
    const due = ruleset.toAct(table.state);
    if (due.length === 0) break;
    const seat = due[dice.int(0, due.length - 1)];
    const legal = ruleset.legalActions(table.state, seat) as { type: string }[];
    // Try a command type not shown yet first; otherwise a move of the policy (resigning rarely).
    const fresh = legal.filter((a) => !found.has(a.type) && (searching || a.type !== 'Resign'));
    const rest = legal.filter((a) => a.type !== 'Resign');
    if (fresh.length === 0 && rest.length === 0) break;
    const command = sampleAction(
      fresh.length > 0 ? fresh[dice.int(0, fresh.length - 1)] : rest[policy(rest, played, dice)],
      dice,
    );
    const next = play(ruleset, table, command, seat);
    if (isViolation(next)) continue;
    if (!found.has(command.type)) found.set(command.type, { type: command.type, command, seat });
    played.set(command.type, (played.get(command.type) ?? 0) + 1);
    if (!searching || !ruleset.outcome(next.table.state)) table = next.table;
  }
}

/**
 * Options for the games the defaults leave short: each other choice of an option in turn, every
 * whole-number option at its greatest (the most rounds of a draft, the largest stock).
 */
function optionVariants(ruleset: AnyRuleset): unknown[] {
  const options = ruleset.descriptor.options;
  const greatest = Object.fromEntries(
    options.filter((o) => o.maximum !== undefined && o.maximum < 1e15).map((o) => [o.key, o.maximum]),
  );
  const choices = options.flatMap((o) => (o.choices ?? []).filter((c) => c !== o.default).map((c) => ({ [o.key]: c })));
  return [{}, ...choices].map((choice) => ({ ...(ruleset.defaultOptions as object), ...greatest, ...choice }));
}

/** The command types the ruleset's command schema declares, each with whether it has fields besides `type`. */
function declaredCommands(ruleset: AnyRuleset): { type: string; fields: boolean }[] {
  const commands = ruleset.schemas.commands;
  if (!commands) return [];
  return members(z.toJSONSchema(commands) as Json).map(([type, def]) => ({
    type,
    fields: Object.keys(def.properties as Json).some((key) => key !== 'type'),
  }));
}

/**
 * One example of each command type, taken from seeded games of random legal moves: each is a
 * legal action with its ranges given values, decided by the rules and accepted there. Games
 * with the default options come first; while a type with fields is still missing (a choice the
 * defaults never offer, a decision random play seldom meets), as many games again with other
 * options, play drawn towards the types played least and no game ended by choice. A command with
 * no field that play still missed is shown in its only form.
 */
export function commandExamples(ruleset: AnyRuleset, games = 30, maxMoves = 3000): Map<string, CommandExample> {
  const found = new Map<string, CommandExample>();
  const declared = declaredCommands(ruleset);
  // Each type keeps its first example, so the games after every type but resigning was shown add nothing.
  const shown = () => declared.every((d) => d.type === 'Resign' || found.has(d.type));
  for (let g = 0; g < games && !shown(); g++) explore(ruleset, ruleset.defaultOptions, g, maxMoves, false, found);
  const resigned = start(ruleset, { seats: 2, options: ruleset.defaultOptions }, SECRET);
  if (!isViolation(resigned) && !isViolation(play(ruleset, resigned.table, { type: 'Resign' }, 0)))
    found.set('Resign', { type: 'Resign', command: { type: 'Resign' }, seat: 0 });
  const variants = optionVariants(ruleset);
  for (let g = games; g < 2 * games && declared.some((d) => d.fields && !found.has(d.type)); g++)
    explore(ruleset, variants[g % variants.length], g, maxMoves, true, found);
  for (const { type, fields } of declared)
    if (!fields && !found.has(type)) found.set(type, { type, command: { type }, seat: null });
  return found;
}

const refName = (ref: string) => ref.replace('#/$defs/', '');

function typeOf(schema: Json, defs: Json): string {
  if (typeof schema.$ref === 'string') {
    const target = defs[refName(schema.$ref)] as Json;
    return target && target.type && !target.properties ? typeOf(target, defs) : refName(schema.$ref);
  }
  if ('const' in schema) return `\`${JSON.stringify(schema.const)}\``;
  // Alternatives are joined with a bare bar: `cell` escapes it for the table, once.
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' | ');
  const alts = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alts) return alts.map((a) => typeOf(a, defs)).join(' | ');
  if (schema.type === 'array') return `${typeOf((schema.items ?? {}) as Json, defs)}[]`;
  if (schema.type === 'integer' || schema.type === 'number') {
    const [lo, hi] = [schema.minimum, schema.maximum];
    const range =
      lo !== undefined && hi !== undefined && (hi as number) < 1e15
        ? ` ${lo}..${hi}`
        : lo !== undefined
          ? ` ≥ ${lo}`
          : '';
    return `${schema.type}${range}`;
  }
  return String(schema.type ?? 'any');
}

const cell = (text: unknown) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

function fieldsTable(def: Json, defs: Json): string[] {
  const props = Object.entries((def.properties ?? {}) as Record<string, Json>).filter(([k]) => k !== 'type');
  if (props.length === 0) return ['No fields besides `type`.', ''];
  const required = new Set((def.required as string[] | undefined) ?? []);
  return [
    '| field | type | |',
    '|---|---|---|',
    ...props.map(
      ([name, p]) =>
        `| \`${name}\`${required.has(name) ? '' : ' (optional)'} | ${cell(typeOf(p, defs))} | ${cell(p.description ?? (defs[refName(String(p.$ref ?? ''))] as Json | undefined)?.description)} |`,
    ),
    '',
  ];
}

/** The definitions a union schema lists (commands, events), each by its `type`. */
function members(schema: Json): [string, Json][] {
  const defs = (schema.$defs ?? {}) as Record<string, Json>;
  const refs = JSON.stringify(schema.oneOf ?? schema.anyOf ?? []).match(/#\/\$defs\/[A-Za-z]+/g) ?? [];
  return [...new Set(refs.map(refName))]
    .map((name): [string, Json] => [name, defs[name]])
    .filter(([, def]) => def && (def.properties as Json | undefined)?.type);
}

/** The page of `docs/api/<ruleset>.md`: options, board, phases, every command with an example, every event, the view. */
export function rulesetPage(ruleset: AnyRuleset, examples: Map<string, CommandExample>): string {
  const file = (name: string) =>
    schemaFiles([ruleset]).find((f) => f.path === `docs/schemas/${ruleset.id}/${name}`)?.content as Json | undefined;
  const d = ruleset.descriptor;
  const lines: string[] = [
    `# ${d.name} (\`${ruleset.id}\` ${ruleset.version})`,
    '',
    "<!-- Generated by `npm run api-docs` from the ruleset's schemas and descriptor: do not edit. -->",
    '',
    d.summary,
    '',
    `Seats: ${d.seats.min} to ${d.seats.max}. Machine-readable: \`/schemas/${ruleset.id}/\` on the server, or \`docs/schemas/${ruleset.id}/\` (descriptor, options, commands, legal actions, events, view).`,
    '',
    '## Options',
    '',
    '| option | type | default | values | |',
    '|---|---|---|---|---|',
    ...d.options.map(
      (o) =>
        `| \`${o.key}\` | ${cell(o.type)} | \`${JSON.stringify(o.default)}\` | ${cell(o.choices ? o.choices.map((c) => JSON.stringify(c)).join(', ') : o.minimum !== undefined ? `${o.minimum} to ${o.maximum !== undefined && o.maximum < 1e15 ? o.maximum : 'any'}` : '')} | ${cell(o.description)} |`,
    ),
    '',
    '## Board',
    '',
    `${d.board.name}: ${d.board.areas.length} areas in ${d.board.regions.length} regions, ${d.board.borders.length} borders. ${d.board.layout}`,
    '',
    ...d.board.regions.map(
      (r) => `- **${r.name}**: ${r.areas.length} areas${r.bonus !== undefined ? `, bonus ${r.bonus}` : ''}`,
    ),
    '',
    '## Phases',
    '',
    ...d.phases.map((p) => `- **${p.name}** (${p.part}): ${p.description}`),
    '',
  ];
  const commands = file('commands.schema.json');
  if (commands) {
    lines.push(
      '## Commands',
      '',
      'Submit as `action` of `submitAction`; a malformed one is `BAD_USER_INPUT` with the path.',
      '',
    );
    for (const [name, def] of members(commands)) {
      // A ruleset declares (`examples` of its command schema) those random play from the start never reaches.
      const found = examples.get(name);
      const played = found?.command;
      const shown = played ?? (def.examples as unknown[] | undefined)?.[0];
      lines.push(`### \`${name}\``, '', cell(def.description), '', ...fieldsTable(def, commands.$defs as Json));
      if (shown !== undefined)
        lines.push(
          found === undefined
            ? 'Example, as the ruleset declares it (random play from the start does not reach it):'
            : found.seat === null
              ? 'Its only form (random play did not reach it):'
              : 'Example, as the rules accepted it in a game:',
          '',
          '```json',
          JSON.stringify(shown),
          '```',
          '',
        );
      else lines.push('No example: random play did not reach it.', '');
    }
  }
  const events = file('events.schema.json');
  if (events) {
    lines.push('## Events', '', 'Every game stream: the lifecycle events, then the ruleset’s own.', '');
    for (const [name, def] of members(events))
      lines.push(`### \`${name}\``, '', cell(def.description), '', ...fieldsTable(def, events.$defs as Json));
  }
  const view = file('view.schema.json');
  if (view) {
    const root = (typeof view.$ref === 'string' ? (view.$defs as Json)[refName(view.$ref)] : view) as Json;
    lines.push(
      '## View',
      '',
      cell(root.description ?? view.description),
      '',
      ...fieldsTable(root, (view.$defs ?? {}) as Json),
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
