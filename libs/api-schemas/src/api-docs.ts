import { Dice, isViolation, play, sampleAction, start, type AnyRuleset, type Table } from '@empires/rules-kernel';
import { schemaFiles } from './schema-files';

type Json = { readonly [key: string]: unknown };

/** A command of the ruleset as the rules accepted it in a game: the example its page shows. */
export interface CommandExample {
  readonly type: string;
  readonly command: unknown;
  readonly seat: number;
}

const SECRET = '5eed5eed5eed5eed5eed5eed5eed5eed';

/**
 * One example of each command type, taken from seeded games of random legal moves: each is a
 * legal action with its ranges given values, decided by the rules and accepted there.
 */
export function commandExamples(ruleset: AnyRuleset, games = 30, maxMoves = 3000): Map<string, CommandExample> {
  const found = new Map<string, CommandExample>();
  for (let g = 0; g < games; g++) {
    const [low, high] = [Math.max(ruleset.seats.min, 2), Math.min(ruleset.seats.max, 6)];
    const seats = low + (g % (high - low + 1));
    const opened = start(
      ruleset,
      { seats, options: ruleset.defaultOptions },
      `${SECRET.slice(0, 30)}${(g % 256).toString(16).padStart(2, '0')}`,
    );
    if (isViolation(opened)) continue;
    let table: Table<unknown> = opened.table;
    const dice = Dice.fromSeed(g + 1);
    for (let move = 0; move < maxMoves && !ruleset.outcome(table.state); move++) {
      const due = ruleset.toAct(table.state);
      if (due.length === 0) break;
      const seat = due[dice.int(0, due.length - 1)];
      const legal = ruleset.legalActions(table.state, seat) as { type: string }[];
      // Try a command type not shown yet first; otherwise a random move (resigning rarely).
      const fresh = legal.filter((a) => !found.has(a.type) && a.type !== 'Resign');
      const pool = fresh.length > 0 ? fresh : legal.filter((a) => a.type !== 'Resign');
      if (pool.length === 0) break;
      const command = sampleAction(pool[dice.int(0, pool.length - 1)], dice);
      const played = play(ruleset, table, command, seat);
      if (isViolation(played)) continue;
      if (!found.has(command.type)) found.set(command.type, { type: command.type, command, seat });
      table = played.table;
    }
  }
  const resigned = start(ruleset, { seats: 2, options: ruleset.defaultOptions }, SECRET);
  if (!isViolation(resigned) && !isViolation(play(ruleset, resigned.table, { type: 'Resign' }, 0)))
    found.set('Resign', { type: 'Resign', command: { type: 'Resign' }, seat: 0 });
  return found;
}

const refName = (ref: string) => ref.replace('#/$defs/', '');

function typeOf(schema: Json, defs: Json): string {
  if (typeof schema.$ref === 'string') {
    const target = defs[refName(schema.$ref)] as Json;
    return target && target.type && !target.properties ? typeOf(target, defs) : refName(schema.$ref);
  }
  if ('const' in schema) return `\`${JSON.stringify(schema.const)}\``;
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
      const played = examples.get(name)?.command;
      const shown = played ?? (def.examples as unknown[] | undefined)?.[0];
      lines.push(`### \`${name}\``, '', cell(def.description), '', ...fieldsTable(def, commands.$defs as Json));
      if (shown !== undefined)
        lines.push(
          played !== undefined
            ? 'Example, as the rules accepted it in a game:'
            : 'Example, as the ruleset declares it (random play from the start does not reach it):',
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
